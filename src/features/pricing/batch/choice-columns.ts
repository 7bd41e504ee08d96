/**
 * The optional columns Report type, Turnaround and Inspection: a row's own choices. A cell is matched
 * like the other columns, in any case and spacing, to a name as the portal shows it or to the service's
 * code ("Rush", "rush"); an empty cell takes the page's choice. A choice the row's report type does not
 * offer (its own, or the page's) fails the row's check, named: "Super Rush is not offered for REO
 * Strategy". Pure: the lists offered come from the service (batch-catalog.ts).
 */
import type { BatchChoices, ChoiceSlugs } from './batch-model';

export type ChoiceKind = keyof ChoiceSlugs;
export const CHOICE_KINDS: readonly ChoiceKind[] = ['report', 'turnaround', 'inspection'];

export interface Named {
  slug: string;
  name: string;
}

/** What the service offers the company: its report types, and each one's turnarounds and inspections. */
export interface Catalog {
  reports: readonly Named[];
  /** By report type; absent while not loaded. */
  turnarounds: Readonly<Record<string, readonly Named[] | undefined>>;
  inspections: Readonly<Record<string, readonly Named[] | undefined>>;
}

export type ChoiceText = Partial<Record<ChoiceKind, string | undefined>>;

const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The item `text` names (its code or its name, in any case), or null. */
export function matchChoice(text: string, items: readonly Named[]): Named | null {
  const wanted = normalize(text);
  if (wanted === '') return null;
  return (
    items.find((item) => item.slug.toLowerCase() === wanted) ??
    items.find((item) => normalize(item.name) === wanted) ??
    // "None" for "None (desktop report)": a name with its explanation in parentheses.
    items.find((item) => normalize(item.name.replace(/\s*\(.*\)$/, '')) === wanted) ??
    null
  );
}

const KIND_WORDS: Record<ChoiceKind, string> = {
  report: 'Report type',
  turnaround: 'Turnaround',
  inspection: 'Inspection',
};

export type ChoiceCheck =
  | { kind: 'own'; choices: BatchChoices }
  /** The page's three choices, all of them. */
  | { kind: 'page' }
  /** Not known yet: the page's choice, or a list, is missing. */
  | { kind: 'unknown' }
  | { kind: 'problems'; problems: Partial<Record<ChoiceKind, string>> };

function listOf(catalog: Catalog, kind: 'turnaround' | 'inspection', report: string) {
  return kind === 'turnaround' ? catalog.turnarounds[report] : catalog.inspections[report];
}

/** Any list's item named by `text`: a choice the service offers, but maybe not for this report type. */
function anywhere(catalog: Catalog, kind: 'turnaround' | 'inspection', text: string): Named | null {
  const lists = Object.values(kind === 'turnaround' ? catalog.turnarounds : catalog.inspections);
  for (const list of lists) {
    const found = list ? matchChoice(text, list) : null;
    if (found) return found;
  }
  return null;
}

/** A row's choices from its cells, the page's choices (null while not all chosen) and what is offered. */
export function checkChoices(text: ChoiceText, page: BatchChoices | null, catalog: Catalog): ChoiceCheck {
  const problems: Partial<Record<ChoiceKind, string>> = {};
  const cell = (kind: ChoiceKind) => (text[kind] ?? '').trim();
  if (CHOICE_KINDS.every((kind) => cell(kind) === '')) return page ? { kind: 'page' } : { kind: 'unknown' };

  let report: Named | null = page?.report ?? null;
  if (cell('report') !== '') {
    report = matchChoice(cell('report'), catalog.reports);
    if (!report) problems.report = `Report type “${cell('report')}” is not one your company can order.`;
  }
  const chosen: Partial<Record<ChoiceKind, Named>> = report ? { report } : {};
  for (const kind of ['turnaround', 'inspection'] as const) {
    const written = cell(kind);
    const list = report ? listOf(catalog, kind, report.slug) : undefined;
    if (written === '') {
      const fromPage = page?.[kind] ?? null;
      if (!fromPage || !report || !list) continue;
      if (list.some((item) => item.slug === fromPage.slug)) chosen[kind] = fromPage;
      else problems[kind] = `${fromPage.name} is not offered for ${report.name}.`;
      continue;
    }
    const found = list ? matchChoice(written, list) : null;
    if (found) chosen[kind] = found;
    else if (report && list) {
      const elsewhere = anywhere(catalog, kind, written);
      problems[kind] = elsewhere
        ? `${elsewhere.name} is not offered for ${report.name}.`
        : `${KIND_WORDS[kind]} “${written}” is not one the service offers.`;
    } else if (!report && cell('report') === '') continue;
  }
  if (Object.keys(problems).length > 0) return { kind: 'problems', problems };
  const { report: r, turnaround: t, inspection: i } = chosen;
  if (!r || !t || !i) return { kind: 'unknown' };
  if (
    page &&
    r.slug === page.report.slug &&
    t.slug === page.turnaround.slug &&
    i.slug === page.inspection.slug
  )
    return { kind: 'page' };
  return { kind: 'own', choices: { report: r, turnaround: t, inspection: i } };
}
