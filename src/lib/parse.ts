/**
 * Pure parsers for the text the service sends: `"0"`/`"1"` flags, decimal strings,
 * currency ("$164,700"), percentages ("16.30%") and multipliers ("1.43x").
 * They return `null` for text they cannot read, so callers decide whether that is an error.
 */

/** A value as the service sent it, with the number read from it (null when there is none). */
export interface DisplayNumber {
  text: string;
  value: number | null;
}

export function parseFlag(input: unknown): boolean | null {
  if (typeof input === 'boolean') return input;
  if (input === 1 || input === '1') return true;
  if (input === 0 || input === '0') return false;
  if (typeof input === 'string') {
    const t = input.trim().toLowerCase();
    if (t === 'true' || t === 'yes' || t === '1') return true;
    if (t === 'false' || t === 'no' || t === '0') return false;
  }
  return null;
}

const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;

export function parseDecimal(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  const t = input.trim().replace(/,/g, '');
  if (!DECIMAL.test(t)) return null;
  return Number(t);
}

/** An amount as the service writes it ("$2,450", "$0", "1234.50"): read without the general path's steps. */
const PLAIN_AMOUNT = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/** "$1,234.50", "-$12", "($12.00)", "1234" → number; "" / "-" / "N/A" → null. */
export function parseCurrency(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  // A budget sends thousands of these: one test instead of the trims and replacements below.
  if (PLAIN_AMOUNT.test(input)) {
    const digits = input.startsWith('$') ? input.slice(1) : input;
    return Number(digits.includes(',') ? digits.replace(/,/g, '') : digits);
  }
  let t = input.trim();
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1).trim();
  }
  if (t.startsWith('-')) {
    negative = !negative;
    t = t.slice(1).trim();
  }
  t = t.replace(/^(US)?\$/i, '').trim();
  if (t.startsWith('-')) {
    negative = !negative;
    t = t.slice(1).trim();
  }
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(t)) return null;
  const n = Number(t.replace(/,/g, ''));
  return negative ? -n : n;
}

/** "16.30%" → 16.3 (percentage points, not a fraction). */
export function parsePercent(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  const m = /^\s*([-+]?\d[\d,]*(\.\d+)?|[-+]?\.\d+)\s*%\s*$/.exec(input);
  return m?.[1] ? Number(m[1].replace(/,/g, '')) : null;
}

/** "1.43x" → 1.43. */
export function parseMultiplier(input: unknown): number | null {
  if (typeof input !== 'string') return null;
  const m = /^\s*([-+]?\d+(\.\d+)?)\s*[x×]\s*$/i.exec(input);
  return m?.[1] ? Number(m[1]) : null;
}

export type MixedValueKind = 'currency' | 'percent' | 'multiplier' | 'number' | 'text' | 'empty';

export interface MixedValue extends DisplayNumber {
  kind: MixedValueKind;
}

/** One cell of a table that mixes formats (renovation strategies): keep the text, read the number. */
export function parseMixedValue(input: unknown): MixedValue {
  if (input === null || input === undefined) return { text: '', value: null, kind: 'empty' };
  if (typeof input === 'number') {
    return Number.isFinite(input)
      ? { text: String(input), value: input, kind: 'number' }
      : { text: '', value: null, kind: 'empty' };
  }
  const text = typeof input === 'string' ? input.trim() : JSON.stringify(input);
  if (text === '') return { text: '', value: null, kind: 'empty' };
  if (/\$/.test(text)) {
    const value = parseCurrency(text);
    if (value !== null) return { text, value, kind: 'currency' };
  }
  const percent = parsePercent(text);
  if (percent !== null) return { text, value: percent, kind: 'percent' };
  const multiplier = parseMultiplier(text);
  if (multiplier !== null) return { text, value: multiplier, kind: 'multiplier' };
  const plain = parseDecimal(text);
  if (plain !== null) return { text, value: plain, kind: 'number' };
  return { text, value: null, kind: 'text' };
}
