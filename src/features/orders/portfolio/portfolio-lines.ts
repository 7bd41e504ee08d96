/**
 * Reads the orders of a portfolio from pasted text or a file, one order a line, in any form a user has
 * at hand: `intake,order` (comma or tab; a header row optional, its columns found through aliases), an
 * intake or order token alone, or a portal link to a result (either form: order-link.ts). The lines are
 * split by the shared reader (src/lib/csv-rows.ts, Papa Parse), as batch pricing's are. Nothing is sent
 * here: a line that is no order is listed with its line number and why, a repeated order is kept once,
 * and more than 1,000 orders or over 1 MB of text is refused with the limit named.
 *
 * Tokens are opaque; a token alone is taken as an intake token when it starts `int_`, or has no such
 * prefix (`int_`, `ord_`) and sits under an "Intake token" heading; as an order token otherwise
 * (docs/decisions/2026-11-27-portfolio-of-results.md).
 */
import {
  isBlankRecord,
  matchColumns,
  readRecords,
  STRAY_QUOTE,
  textSizeProblem,
  tooManyText,
} from '../../../lib/csv-rows';
import { tokenProblem } from '../../../lib/order-token';
import { readOrderLink } from '../lookup/order-link';

export const MAX_ORDERS = 1_000;

export interface OrderRef {
  /** Stable and unique per order: its two tokens. */
  key: string;
  /** 1-based line of the text the order was read from (its first, when repeated). */
  line: number;
  intakeToken: string;
  orderToken: string;
}

export interface LineProblem {
  line: number;
  /** The line as written, shortened. */
  text: string;
  why: string;
}

export interface RepeatedLine {
  line: number;
  /** The line that named the same order first. */
  sameAs: number;
}

export type LinesResult =
  | { kind: 'refused'; message: string }
  | { kind: 'read'; orders: OrderRef[]; problems: LineProblem[]; repeated: RepeatedLine[] };

type ColumnKey = 'intake' | 'order' | 'link';
const ALIASES: Record<ColumnKey, readonly string[]> = {
  intake: ['intake', 'intaketoken', 'intakeid', 'intakeref'],
  order: ['order', 'ordertoken', 'orderid', 'orderref', 'ordernumber'],
  link: ['link', 'url', 'resultlink', 'portallink', 'result'],
};

export function orderKey(intakeToken: string, orderToken: string): string {
  return `${encodeURIComponent(intakeToken)}|${encodeURIComponent(orderToken)}`;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const looksLikeLink = (text: string) => SCHEME.test(text) || text.startsWith('/') || /^www\./i.test(text);

type Read = { intakeToken: string; orderToken: string } | { why: string };

function fromLink(text: string, portalHost: string | null): Read {
  if (SCHEME.test(text) || /^www\./i.test(text)) {
    let host: string;
    try {
      host = new URL(SCHEME.test(text) ? text : `https://${text}`).host;
    } catch {
      return { why: 'This link cannot be read.' };
    }
    if (portalHost !== null && host.toLowerCase() !== portalHost.toLowerCase())
      return { why: `This is a link to another site (${host}), not to a result of the portal.` };
  }
  const tokens = readOrderLink(text);
  if (!tokens) return { why: 'This link does not open an order result.' };
  return checked(tokens.intakeToken, tokens.orderToken);
}

function checked(intakeToken: string, orderToken: string): Read {
  const problem =
    (intakeToken ? tokenProblem('intake token', intakeToken) : null) ??
    (orderToken ? tokenProblem('order token', orderToken) : null);
  return problem ? { why: problem } : { intakeToken, orderToken };
}

function fromToken(text: string, column: 'intake' | 'order' | null): Read {
  if (/\s/.test(text))
    return { why: 'This is not an order: a token has no spaces, and a link starts with https://.' };
  // The token's own prefix says more than the column it was put in.
  const prefixed = /^int_/i.test(text) ? 'intake' : /^ord_/i.test(text) ? 'order' : null;
  const intake = (prefixed ?? column) === 'intake';
  const problem = tokenProblem(intake ? 'intake token' : 'order token', text);
  if (problem) return { why: problem };
  return intake ? { intakeToken: text, orderToken: '' } : { intakeToken: '', orderToken: text };
}

function fromCell(text: string, column: 'intake' | 'order' | null, portalHost: string | null): Read {
  return looksLikeLink(text) ? fromLink(text, portalHost) : fromToken(text, column);
}

function readLine(
  cells: readonly string[],
  columns: Partial<Record<ColumnKey, number>> | null,
  portalHost: string | null,
): Read {
  const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  if (columns) {
    const at = (key: ColumnKey) => {
      const index = columns[key];
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const [intake, order, link] = [at('intake'), at('order'), at('link')];
    if (intake && order) return checked(intake, order);
    if (intake || order) return fromCell(intake || order, intake ? 'intake' : 'order', portalHost);
    if (link) return fromLink(link, portalHost);
    const only = filled.length === 1 ? filled[0]! : null;
    return only ? fromCell(only, null, portalHost) : { why: 'This line names no token and no link.' };
  }
  if (filled.length === 1) return fromCell(filled[0]!, null, portalHost);
  if (filled.length === 2) {
    const [intake, order] = filled as [string, string];
    if (looksLikeLink(intake) || looksLikeLink(order) || /\s/.test(intake + order))
      return { why: 'Two values on a line are read as an intake token then an order token.' };
    return checked(intake, order);
  }
  return {
    why: `This line has ${filled.length} values; a line holds an intake token and an order token, one token, or a link.`,
  };
}

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/**
 * The orders of `text`. `portalHost` is the portal's own host (`location.host`): a full link to any
 * other is refused; null accepts a link of any host.
 */
export function parseOrderLines(text: string, portalHost: string | null = null): LinesResult {
  const tooLarge = textSizeProblem(text, 'orders');
  if (tooLarge !== null) return { kind: 'refused', message: tooLarge };
  const records = readRecords(text, ALIASES).filter(({ cells }) => !isBlankRecord(cells));
  if (records.length === 0) return { kind: 'refused', message: 'There are no orders to read.' };
  const headerColumns = matchColumns(records[0]!.cells, ALIASES);
  const columns = Object.keys(headerColumns).length > 0 ? headerColumns : null;
  const orders: OrderRef[] = [];
  const problems: LineProblem[] = [];
  const repeated: RepeatedLine[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, cells, strayQuote } of columns ? records.slice(1) : records) {
    const read: Read = strayQuote ? { why: STRAY_QUOTE } : readLine(cells, columns, portalHost);
    if ('why' in read) {
      problems.push({ line, text: shorten(cells.join(', ').trim()), why: read.why });
      continue;
    }
    const key = orderKey(read.intakeToken, read.orderToken);
    const sameAs = firstLine.get(key);
    if (sameAs !== undefined) {
      repeated.push({ line, sameAs });
      continue;
    }
    firstLine.set(key, line);
    orders.push({ key, line, ...read });
  }
  if (orders.length > MAX_ORDERS)
    return { kind: 'refused', message: tooManyText(orders.length, MAX_ORDERS, 'orders', 'opened') };
  if (orders.length === 0 && problems.length === 0)
    return { kind: 'refused', message: 'There are no orders under the header row.' };
  return { kind: 'read', orders, problems, repeated };
}
