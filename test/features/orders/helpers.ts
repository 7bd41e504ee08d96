/** Helpers for the order tests: open an order over the mock service, read definition lists and tables. */
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { DEMO_CREDENTIALS } from '../../../src/lib/demo-credentials';
import { paths } from '../../../src/lib/paths';
import { renderSignedIn } from '../../render';

/** Where the portal keeps the demo user's recently opened orders. */
export const RECENT_ORDERS_KEY = `valuation-portal:recent-orders:${DEMO_CREDENTIALS.username}`;

export const LARKSPUR = paths.orderResult('int_8F3K2M', 'ord_5T7R1Q');
export const NOT_READY = paths.orderResult('int_8F3K2M', 'ord_9N4W6P');
export const TWO_UNITS = paths.orderResult('int_6W2D9R', 'ord_7J3L5X');
export const MISSING_PARTS = paths.orderResult('int_8F3K2M', 'ord_4M8Q2Z');

/** Signs in, renders the order result page and waits until the result (or its refusal) is shown. */
export async function openOrder(path: string, ready: 'result' | 'settled' = 'result') {
  // The page is a lazy route: its module is loaded here first (once per file) so that the first test of
  // a file does not spend its query timeouts on transforming the feature.
  await import('../../../src/features/orders/result/order-result-page');
  const view = await renderSignedIn(path);
  await screen.findByRole('heading', { level: 1 });
  if (ready === 'result') {
    // The first render of a whole result in a test file is slow on the shared 2-core machine (cold JIT):
    // more time than the default, still returning as soon as it is there.
    await screen.findByRole('heading', { level: 2, name: 'Property' }, { timeout: 20_000 });
    // The other sections follow in steps, the leverage calculator and the commentary last.
    await screen.findAllByRole('heading', { level: 2, name: 'Leverage' }, { timeout: 20_000 });
  }
  return view;
}

/** The section (region) named by its heading. */
export function section(name: string, container: HTMLElement = document.body): HTMLElement {
  return within(container).getByRole('region', { name });
}

/** A definition list as `{term: first definition}`. */
export function readFacts(list: HTMLElement): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const term of within(list).getAllByRole('term')) {
    // A term's definitions follow it: no role query pairs them (a term may have a second, hint, definition).
    // eslint-disable-next-line testing-library/no-node-access
    const definition = term.nextElementSibling;
    facts[term.textContent ?? ''] = definition?.textContent ?? '';
  }
  return facts;
}

/** A table's head (the first of its row groups). */
export function tableHead(table: HTMLElement): HTMLElement {
  const [head] = within(table).getAllByRole('rowgroup');
  if (!head) throw new Error('The table has no row groups');
  return head;
}

/** The postal address in a section (an <address>, whose role is group). */
export function address(container: HTMLElement): HTMLElement {
  return within(container).getByRole('group');
}

/** Every row of a table as the text of its cells (header cells included). */
export function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').trim()));
}

/** Captures files the page saves through a Blob link, instead of letting jsdom try to navigate. */
export function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { fileName: string; blob: Blob }[] = [];
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${(next += 1)}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ fileName: this.download, blob });
  });
  return saved;
}
