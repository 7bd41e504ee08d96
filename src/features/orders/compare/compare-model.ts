/**
 * The comparison as data, with no React: the few parts of each result it reads (never the budget
 * lines, which stay in the query cache alone), one figure per row and column for the chosen strategy,
 * and which figures are better.
 *
 * Marks: in a row with a direction (returns, margin, times: compare-rows.ts), the highest (or lowest)
 * figure is marked "Best". Figures tied for the best are each marked "Best, tied"; a row where every figure is the same, or with fewer than two figures, or
 * whose figures are of different kinds (a dollar amount beside a percentage) is not marked: there is
 * nothing to choose between. A missing figure is left out of the comparison, never counted as zero.
 */
import { isUnreadable, type Read, type Unreadable } from '../../../api/schemas/field';
import type { OrderResponse, StrategyColumn } from '../../../api/schemas/order-response';
import type { ListResult } from '../../../api/schemas/tolerant-list';
import type { DisplayNumber, MixedValueKind } from '../../../lib/parse';
import { formatPercent } from '../../../lib/format';
import { dealMargin, type DealValues } from '../leverage/lender-figures';
import { leverageInputs } from '../leverage/leverage-model';
import { findStrategyRow, strategyCellText } from '../strategies/strategy-model';
import { fieldText } from '../result/field-value';
import { addressOf, resultStreet } from '../result/report-sections';
import { COMPARE_ROWS, type Better, type CompareRowSpec } from './compare-rows';

/** What the comparison keeps of one result: references into the cached reply, no budget lines. */
export interface CompareResult {
  /** "2210 Cedar Street, Unit 1" */
  street: string;
  /** "Indianapolis, IN" */
  place: string;
  /** 1-based position in the order's reply, and how many results the reply holds. */
  position: number;
  of: number;
  /** The order token the reply names, when it names one: the same result reached by other tokens is one result. */
  orderToken: string;
  asIs: DisplayNumber | null;
  condition: string;
  confidence: string;
  strategies: OrderResponse['strategies'];
}

/** A section's field, or null when the section or the field is absent or could not be read. */
function readable<S extends object, K extends keyof S>(
  section: Read<S | null>,
  key: K,
): Exclude<S[K], Unreadable> | null {
  if (section === null || isUnreadable(section)) return null;
  const value = section[key];
  return isUnreadable(value) ? null : (value as Exclude<S[K], Unreadable>);
}

/** The parts of every result of one reply that the comparison reads (a query's `select`). */
export function toCompareResults(
  reply: ListResult<OrderResponse> | readonly OrderResponse[],
): CompareResult[] {
  const responses = 'items' in reply ? reply.items : reply;
  return responses.map((response, index) => {
    const address = addressOf(response);
    const place = address ? [fieldText(address.city), fieldText(address.state)] : [];
    const condition = readable(response.valuation, 'currentCondition');
    const confidence = readable(response.confidence, 'rvConfidence');
    const orderToken = isUnreadable(response.orderToken) ? '' : (response.orderToken ?? '');
    return {
      street: resultStreet(response),
      place: place.filter(Boolean).join(', '),
      position: index + 1,
      of: responses.length,
      orderToken: orderToken.trim(),
      asIs: readable(response.valuation, 'estimatedAsIsValue'),
      condition: typeof condition === 'string' ? condition.trim() : '',
      confidence: typeof confidence === 'string' ? confidence.trim() : '',
      strategies: response.strategies,
    };
  });
}

/** The heading of a result's column: its street line, and which result when the address cannot tell. */
export function resultHeading(result: CompareResult): string {
  const which = result.of > 1 && !/\bunit\b|#|\bapt\b|\bsuite\b/i.test(result.street);
  return which ? `${result.street} (result ${result.position} of ${result.of})` : result.street;
}

export interface CompareFigure {
  text: string;
  value: number | null;
  kind: MixedValueKind;
}

const strategyValue = (result: CompareResult, title: string, strategy: StrategyColumn) =>
  findStrategyRow(result.strategies, title)?.[strategy].value ?? null;

function marginInputs(result: CompareResult, strategy: StrategyColumn): [number | null, number | null] {
  return [strategyValue(result, 'Net Lift', strategy), strategyValue(result, 'ARV', strategy)];
}

/** One result's figures for the lender (lender-figures.ts), for the strategy shown. */
export function dealValues(result: CompareResult, strategy: StrategyColumn): DealValues {
  return {
    ...leverageInputs(result.asIs?.value ?? null, result.strategies, strategy),
    netGain: strategyValue(result, 'Net Lift', strategy),
  };
}

/** The figure of one row for one result, for the chosen strategy; null when the report has none. */
export function compareFigure(
  result: CompareResult,
  row: CompareRowSpec,
  strategy: StrategyColumn,
): CompareFigure | null {
  const source = row.source;
  switch (source.from) {
    case 'as-is':
      return result.asIs && result.asIs.text ? { ...result.asIs, kind: 'currency' } : null;
    case 'condition':
      return result.condition ? { text: result.condition, value: null, kind: 'text' } : null;
    case 'confidence':
      return result.confidence ? { text: result.confidence, value: null, kind: 'text' } : null;
    case 'margin': {
      const margin = dealMargin(...marginInputs(result, strategy));
      return margin === null ? null : { text: formatPercent(margin, 2), value: margin, kind: 'percent' };
    }
    case 'strategy': {
      const found = findStrategyRow(result.strategies, source.serviceTitle);
      if (!found) return null;
      const cell = found[strategy];
      const text = strategyCellText(found.title, cell);
      return text ? { text, value: cell.value, kind: cell.kind } : null;
    }
  }
}

/** 'best': the better figure of its row; 'tied': one of several equal better figures. */
export type Mark = 'best' | 'tied' | null;

/** The marks of one row's figures (same order); see the module's comment for the rules. */
export function markRow(figures: readonly (CompareFigure | null)[], better: Better): Mark[] {
  const none = figures.map((): Mark => null);
  if (better === null) return none;
  const readable = figures.filter(
    (f): f is CompareFigure & { value: number } => f !== null && f.value !== null,
  );
  if (readable.length < 2) return none;
  if (new Set(readable.map((f) => f.kind)).size > 1) return none;
  const values = readable.map((f) => f.value);
  const target = better === 'higher' ? Math.max(...values) : Math.min(...values);
  const winners = readable.filter((f) => f.value === target).length;
  if (winners === readable.length) return none;
  return figures.map((f) => (f !== null && f.value === target ? (winners > 1 ? 'tied' : 'best') : null));
}

export interface CompareRow {
  spec: CompareRowSpec;
  figures: (CompareFigure | null)[];
  marks: Mark[];
}

/** Every row of the comparison for these results (one entry per result, in column order). */
export function compareRows(results: readonly CompareResult[], strategy: StrategyColumn): CompareRow[] {
  return COMPARE_ROWS.map((spec) => {
    const figures = results.map((result) => compareFigure(result, spec, strategy));
    return { spec, figures, marks: markRow(figures, spec.better) };
  });
}
