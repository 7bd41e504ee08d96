/**
 * The rows of the portfolio's table, with no React: one per result of an opened order (a multi-unit
 * order gives one per unit), one per order without a result (not ready yet, refused, failed, waiting);
 * the lender figure of the comparison (lender-figures.ts) with the user's own limits; the summary and
 * its totals (only sums that mean something: values, costs, loans, never percentages); filtering by
 * text and status (the table kit sorts, by each column's sortValue: portfolio-columns.tsx).
 */
import { lenderFigures } from '../leverage/lender-figures';
import type { LeverageLimits } from '../leverage/leverage-model';
import type { OrderRef } from './portfolio-lines';
import type { Figure, FigureKey, OrderOutcome, Portfolio } from './portfolio-model';

export type RowStatus = 'result' | 'not-ready' | 'refused' | 'failed' | 'pending';

export const STATUS_LABELS: Record<RowStatus, string> = {
  result: 'Result',
  'not-ready': 'Not ready yet',
  refused: 'Refused',
  failed: 'Failed',
  pending: 'Not opened yet',
};

export interface TableRow {
  id: string;
  status: RowStatus;
  /** The line the order was read from. */
  line: number;
  /** The tokens the order was opened with (the result page's link and cache key). */
  intakeToken: string;
  orderToken: string;
  /** The order token to show: the reply's when the order was opened by its intake token alone. */
  shownOrderToken: string;
  /** 1-based position in the order's reply, and of how many; null without a result. */
  position: number | null;
  of: number | null;
  street: string;
  place: string;
  figures: Record<FigureKey, Figure>;
  condition: string;
  confidence: string;
  /** The largest loan within every limit of the user that can be worked out (LTV, LTARV). */
  largestLoan: number | null;
  /** Why there is no result, in the portal's words; the service's in `technical`. */
  reason: string;
  advice: string;
  technical: string;
}

const NO_FIGURES: Record<FigureKey, Figure> = {
  asIs: null,
  arv: null,
  rehab: null,
  grossReturn: null,
  annualizedReturn: null,
  totalTime: null,
};

function orderRow(order: OrderRef, outcome: Exclude<OrderOutcome, { status: 'opened' }>): TableRow {
  const status: RowStatus = outcome.status;
  return {
    id: order.key,
    status,
    line: order.line,
    intakeToken: order.intakeToken,
    orderToken: order.orderToken,
    shownOrderToken: order.orderToken,
    position: null,
    of: null,
    street: '',
    place: '',
    figures: NO_FIGURES,
    condition: '',
    confidence: '',
    largestLoan: null,
    reason: outcome.status === 'refused' || outcome.status === 'failed' ? outcome.reason : '',
    advice: outcome.status === 'refused' ? (outcome.advice ?? '') : '',
    technical: outcome.status === 'refused' ? (outcome.technical ?? outcome.reason) : '',
  };
}

// An order's rows, kept per answer and limits (per order while it has none): an answer arriving changes
// its own rows only, so the table's memoized rows render again for that order alone.
const rowsByOutcome = new WeakMap<OrderOutcome, { limits: LeverageLimits; rows: TableRow[] }>();
const rowsWaiting = new WeakMap<OrderRef, TableRow[]>();

export function tableRows(portfolio: Portfolio, limits: LeverageLimits): TableRow[] {
  return portfolio.orders.flatMap((order): TableRow[] => {
    const outcome = portfolio.results[order.key];
    if (outcome === undefined) {
      const waiting = rowsWaiting.get(order) ?? [orderRow(order, { status: 'pending' })];
      rowsWaiting.set(order, waiting);
      return waiting;
    }
    const kept = rowsByOutcome.get(outcome);
    if (kept && kept.limits === limits) return kept.rows;
    const rows = rowsOf(order, outcome, limits);
    rowsByOutcome.set(outcome, { limits, rows });
    return rows;
  });
}

function rowsOf(order: OrderRef, outcome: OrderOutcome, limits: LeverageLimits): TableRow[] {
  if (outcome.status !== 'opened') return [orderRow(order, outcome)];
  {
    return outcome.rows.map((row) => {
      const deal = {
        asIsValue: row.figures.asIs?.value ?? null,
        arv: row.figures.arv?.value ?? null,
        rehab: row.figures.rehab?.value ?? null,
        netGain: null,
      };
      return {
        ...orderRow(order, { status: 'pending' }),
        id: row.id,
        status: 'result',
        shownOrderToken: row.orderToken,
        position: row.position,
        of: row.of,
        street: row.street,
        place: row.place,
        figures: row.figures,
        condition: row.condition,
        confidence: row.confidence,
        largestLoan: lenderFigures(deal, limits).largestLoan,
      };
    });
  }
}

export interface Totals {
  results: number;
  notReady: number;
  refused: number;
  failed: number;
  pending: number;
  asIs: { sum: number; count: number };
  rehab: { sum: number; count: number };
  largestLoan: { sum: number; count: number };
}

export function totalsOf(rows: readonly TableRow[]): Totals {
  const sum = () => ({ sum: 0, count: 0 });
  const totals: Totals = {
    results: 0,
    notReady: 0,
    refused: 0,
    failed: 0,
    pending: 0,
    asIs: sum(),
    rehab: sum(),
    largestLoan: sum(),
  };
  const add = (into: { sum: number; count: number }, value: number | null | undefined) => {
    if (value === null || value === undefined) return;
    into.sum += value;
    into.count += 1;
  };
  for (const row of rows) {
    if (row.status === 'result') totals.results += 1;
    else if (row.status === 'not-ready') totals.notReady += 1;
    else totals[row.status] += 1;
    add(totals.asIs, row.figures.asIs?.value);
    add(totals.rehab, row.figures.rehab?.value);
    add(totals.largestLoan, row.largestLoan);
  }
  return totals;
}

/** The table's column keys ('choose': the box that chooses a result to compare, not sortable). */
export type SortKey =
  | 'choose'
  | 'address'
  | 'intake'
  | 'order'
  | 'status'
  | FigureKey
  | 'condition'
  | 'confidence'
  | 'largestLoan';

export type StatusFilter = RowStatus | 'all';

/** The rows whose address, place or tokens hold `text` (any case), of `status`. */
export function filterRows(
  rows: readonly TableRow[],
  text: string,
  status: StatusFilter,
): readonly TableRow[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted && status === 'all') return rows;
  return rows.filter(
    (row) => (status === 'all' || row.status === status) && (!wanted || searchText(row).includes(wanted)),
  );
}

// Each row's text in lower case, made once per row (a row is kept until its answer changes): each key
// of the filter then searches the rows without building a thousand strings again.
const searchTexts = new WeakMap<TableRow, string>();

function searchText(row: TableRow): string {
  let text = searchTexts.get(row);
  if (text === undefined) {
    text = `${row.street}\n${row.place}\n${row.intakeToken}\n${row.shownOrderToken}`.toLowerCase();
    searchTexts.set(row, text);
  }
  return text;
}
