/**
 * The wizard's state, derived from the URL and the query cache. Every committed choice lives in the URL
 * (a link, a reload, back and forward give the same quote); what the page keeps in memory is only which
 * finished step the user asked to change, and where focus goes next.
 *
 * Which step is open: a step the user asked to change, else the first step without a usable value,
 * else the step a refusal of the price names (the property step for any other failure), else none:
 * every step is finished and the price shows.
 *
 * Once every step is finished, the turnaround or inspection step opened with "Change" is live: each
 * card chosen is written to the URL at once and the price follows, while the step stays open (the
 * radios keep focus) until "Done". Not the report type: another one can change which turnarounds and
 * inspections are offered, so it is continued as before.
 */
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import type { InspectionType } from '../../../api/schemas/inspection-types';
import type { PricingRequest } from '../../../api/schemas/pricing';
import type { ListResult } from '../../../api/schemas/tolerant-list';
import type { Turnaround } from '../../../api/schemas/turnarounds';
import { useQuote } from '../../../queries/pricing';
import {
  inspectionTypeQueries,
  turnaroundQueries,
  useInspectionTypes,
  useReportTypes,
  useTurnarounds,
} from '../../../queries/reference-data';
import { inNextTask } from '../../../lib/schedule';
import { QUOTE_PARAM } from '../quotes/reopened-quote';
import { useStableCallback } from './use-stable-callback';
import {
  readWizard,
  SERVICE_FIELDS,
  validLinkValue,
  writeWizard,
  type PropertyKey,
  type WizardKey,
  type WizardValues,
} from './wizard-params';

export const STEPS = ['report', 'turnaround', 'inspection', 'property'] as const;
export type StepKey = (typeof STEPS)[number];

export const FIELD_LABELS: Record<WizardKey, string> = {
  report: 'Report type',
  turnaround: 'Turnaround',
  inspection: 'Inspection',
  property: 'Property type',
  state: 'State',
  zip: 'ZIP code',
};
const PROPERTY_KEYS: PropertyKey[] = ['property', 'state', 'zip'];
const WIZARD_KEYS = Object.keys(SERVICE_FIELDS) as WizardKey[];
const STEP_FIELDS: Record<StepKey, WizardKey[]> = {
  report: ['report'],
  turnaround: ['turnaround'],
  inspection: ['inspection'],
  property: PROPERTY_KEYS,
};

/** Where focus goes once the URL reads `search`: the step then open, or the price. */
interface FocusRequest {
  search: string;
}

const searchOf = (params: URLSearchParams | string) => new URLSearchParams(params).toString();

export function usePricingWizard(headingId: (step: StepKey | 'price') => string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const wizard = readWizard(searchParams);
  const latestParams = useRef(searchParams);
  useLayoutEffect(() => {
    latestParams.current = searchParams;
  }, [searchParams]);
  const queryClient = useQueryClient();

  const reportTypes = useReportTypes();
  const report = reportTypes.data?.items.find((r) => r.slug === wizard.report) ?? null;
  // Both lists are requested together as soon as the report type is known.
  const turnarounds = useTurnarounds(report?.slug ?? null);
  const inspections = useInspectionTypes(report?.slug ?? null);
  const turnaround = turnarounds.data?.items.find((t) => t.slug === wizard.turnaround) ?? null;
  const inspection = inspections.data?.items.find((i) => i.slug === wizard.inspection) ?? null;

  const property = {
    property: validLinkValue('property', wizard.property),
    state: validLinkValue('state', wizard.state),
    zip: validLinkValue('zip', wizard.zip),
  };

  // Values in the URL that are not (or no longer) offered.
  const stale: Partial<WizardValues> = {
    report: wizard.report !== null && reportTypes.data && !report ? wizard.report : null,
    turnaround: wizard.turnaround !== null && turnarounds.data && !turnaround ? wizard.turnaround : null,
    inspection: wizard.inspection !== null && inspections.data && !inspection ? wizard.inspection : null,
  };
  for (const key of PROPERTY_KEYS)
    stale[key] = wizard[key] !== null && property[key] === null ? wizard[key] : null;

  const request: PricingRequest | null =
    report && turnaround && inspection && property.property && property.state && property.zip
      ? {
          reportType: report.slug,
          turnaround: turnaround.slug,
          inspectionType: inspection.slug,
          residentialPropertyType: property.property,
          state: property.state,
          postalCode: property.zip,
        }
      : null;
  const quote = useQuote(request);

  const serviceErrors: Partial<Record<WizardKey, string>> = {};
  if (request && isApiError(quote.error)) {
    for (const key of WIZARD_KEYS) {
      const messages = quote.error.errorsFor(SERVICE_FIELDS[key]).map((e) => e.message);
      if (messages.length > 0) serviceErrors[key] = messages.join(' ');
    }
  }

  // A value whose list is still loading counts as finished until the list says otherwise: a link to a
  // whole quote opens on the price, not on a step that collapses a moment later.
  const listPending = (list: { isPending: boolean }, value: string | null) =>
    value !== null && (report === null ? reportTypes.isPending : list.isPending);
  const done: Record<StepKey, boolean> = {
    report: report !== null || (wizard.report !== null && reportTypes.isPending),
    turnaround: turnaround !== null || listPending(turnarounds, wizard.turnaround),
    inspection: inspection !== null || listPending(inspections, wizard.inspection),
    property: PROPERTY_KEYS.every((key) => property[key] !== null),
  };
  const resolving =
    reportTypes.isPending || (report !== null && (turnarounds.isPending || inspections.isPending));

  // "Change" opens a finished step for as long as the URL stays where it was; a live choice moves the URL
  // and keeps the step open (`search`: the URL it wrote, taken as the step's own once it has landed).
  const [editing, setEditing] = useState<{ step: StepKey; key: string; search?: string } | null>(null);
  const currentSearch = searchOf(location.search);
  if (editing?.search === currentSearch && editing.key !== location.key) {
    setEditing({ step: editing.step, key: location.key });
  }
  const editingStep =
    editing && (editing.key === location.key || editing.search === currentSearch) ? editing.step : null;
  const live: StepKey | null =
    (editingStep === 'turnaround' || editingStep === 'inspection') && STEPS.every((step) => done[step])
      ? editingStep
      : null;
  const failedStep: StepKey | null =
    request && quote.isError
      ? (STEPS.find((step) => STEP_FIELDS[step].some((key) => serviceErrors[key])) ?? 'property')
      : null;
  const open: StepKey | null = editingStep ?? STEPS.find((step) => !done[step]) ?? failedStep;

  // Each request is a new object, handled once: when the URL has landed and the lists it needs are in.
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const handledFocus = useRef<FocusRequest | null>(null);
  useEffect(() => {
    if (!focusRequest || handledFocus.current === focusRequest) return;
    if (focusRequest.search !== currentSearch || resolving) return;
    handledFocus.current = focusRequest;
    const id = headingId(open ?? 'price');
    // At the start of the next frame, which lays out and paints the step with the page scrolled to it:
    // focused here, in the commit's task, the step was laid out there, making that task long.
    // Not canceled: a later render does not undo a focus asked for.
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }, [focusRequest, currentSearch, resolving, open, headingId]);

  // A choice whose navigation has not started when the page goes (a link clicked at once) is dropped.
  const pendingWrites = useRef(new Set<() => void>());
  useEffect(() => {
    const pending = pendingWrites.current;
    return () => {
      for (const cancel of pending) cancel();
      pending.clear();
    };
  }, []);

  /**
   * Writes choices to the URL (one history entry), dropping values that are no longer offered. `live`:
   * a choice of the live step, which stays open with focus where it is.
   */
  function commit(changes: Partial<WizardValues>, { live: keepOpen = false } = {}) {
    // The page's own state moves in the same transition as the router's navigation: the input paints at
    // once (a card's checked state is the step's own), and the next step renders in slices after it. The
    // navigation starts in a task after the input's: in the same task, "Get the price" (its checks, the
    // router's navigation and the form's render) was one of the page's longest tasks.
    const cancel = inNextTask(() => {
      pendingWrites.current.delete(cancel);
      startTransition(() => write(changes, keepOpen));
    });
    pendingWrites.current.add(cancel);
  }

  function write(changes: Partial<WizardValues>, keepOpen: boolean) {
    const dropStale: Partial<WizardValues> = {};
    for (const key of WIZARD_KEYS) if (stale[key]) dropStale[key] = null;
    // Built on the last URL written, not on the last one rendered: the router renders a navigation in
    // a transition, and a choice made before it lands would otherwise undo the choice made just before.
    const next = writeWizard(latestParams.current, { ...dropStale, ...changes });
    // A saved quote that was reopened is left behind by any change.
    next.delete(QUOTE_PARAM);
    if (keepOpen && live) {
      if (searchOf(next) === searchOf(latestParams.current)) return;
      setEditing({ step: live, key: location.key, search: searchOf(next) });
      latestParams.current = next;
      setSearchParams(next);
      return;
    }
    setEditing(null);
    setFocusRequest({ search: searchOf(next) });
    if (searchOf(next) === searchOf(latestParams.current)) {
      // The same values again: a price that failed is asked for again.
      if (quote.isError) void quote.refetch();
      return;
    }
    latestParams.current = next;
    setSearchParams(next);
  }

  function change(step: StepKey) {
    startTransition(() => {
      setEditing({ step, key: location.key });
      setFocusRequest({ search: currentSearch });
    });
  }

  function turnaroundName(slug: string): string {
    // The name from any turnaround list seen before (a changed report type); else the slug as linked.
    const lists = queryClient.getQueriesData<ListResult<Turnaround>>({ queryKey: turnaroundQueries.all() });
    const known = lists.flatMap(([, list]) => list?.items ?? []).find((t) => t.slug === slug);
    return known ? known.name : `“${slug}”`;
  }

  function inspectionName(slug: string): string {
    const lists = queryClient.getQueriesData<ListResult<InspectionType>>({
      queryKey: inspectionTypeQueries.allForReport(),
    });
    const known = lists.flatMap(([, list]) => list?.items ?? []).find((i) => i.slug === slug);
    return known ? known.name : `“${slug}”`;
  }

  const linkProblems = PROPERTY_KEYS.filter((key) => stale[key]).map(
    (key) => `${FIELD_LABELS[key].toLowerCase()} “${stale[key]}”`,
  );
  const notices: Partial<Record<StepKey, string>> = {
    report: stale.report
      ? `The report type “${stale.report}” in this link is not offered to your company. Choose a report type.`
      : undefined,
    turnaround:
      stale.turnaround && report
        ? `The turnaround ${turnaroundName(stale.turnaround)} is not offered for ${report.nickname}. Choose another turnaround.`
        : undefined,
    inspection:
      stale.inspection && report
        ? `The inspection ${inspectionName(stale.inspection)} is not offered for ${report.nickname}. Choose another inspection.`
        : undefined,
    property:
      linkProblems.length > 0
        ? `This link's ${linkProblems.join(' and ')} cannot be priced. Choose again.`
        : undefined,
  };

  return {
    wizard,
    reportTypes,
    turnarounds,
    inspections,
    report,
    turnaround,
    inspection,
    property,
    request,
    quote,
    serviceErrors,
    notices,
    done,
    open,
    live,
    // One identity for the page's life: the memoized steps that call them do not re-render for them.
    commit: useStableCallback(commit),
    change: useStableCallback(change),
  };
}
