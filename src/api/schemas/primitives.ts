/**
 * The primitives every resource schema is built from: liberal in what they accept, exact in what they
 * return. `"0"`/`"1"` flags become booleans, decimal strings numbers, currency and percentage text
 * `{text, value}`; nullable fields stay nullable.
 */
import * as z from 'zod/mini';
import { parseCurrency, parseDecimal, parseFlag, parsePercent, type DisplayNumber } from '../../lib/parse';

const scalar = z.union([z.string(), z.number(), z.boolean()]);

/** `"0"`/`"1"` (also 0/1 and booleans) → boolean. */
export const flag = z.pipe(
  scalar,
  z.transform((input, ctx) => {
    const value = parseFlag(input);
    if (value === null) {
      ctx.issues.push({
        code: 'custom',
        message: `expected "0" or "1", got ${JSON.stringify(input)}`,
        input,
      });
      return z.NEVER;
    }
    return value;
  }),
);

/** A flag that may be absent or null (or an unreadable value): boolean or null for "unknown". */
export const optionalFlag = z.pipe(
  z.nullish(z.unknown()),
  z.transform((input) => parseFlag(input)),
);

/**
 * A key flag (golf course, pool, waterfront): `"0"`/`"1"` (or 0/1, a boolean) become a boolean; any other
 * text is kept as sent, since the interface gives only `"0"`/`"1"` a meaning; absent or empty is null.
 */
export type KeyFlag = boolean | string | null;

export const keyFlag = z.pipe(
  z.nullish(z.unknown()),
  z.transform((input): KeyFlag => {
    if (typeof input === 'boolean') return input;
    if (input === 1 || input === 0) return input === 1;
    if (typeof input === 'number') return String(input);
    if (typeof input !== 'string' || input.trim() === '') return null;
    const sent = input.trim();
    return sent === '1' ? true : sent === '0' ? false : sent;
  }),
);

/** A number sent as a JSON number or as decimal text. */
export const decimal = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((input, ctx) => {
    const value = parseDecimal(input);
    if (value === null) {
      ctx.issues.push({ code: 'custom', message: `expected a number, got ${JSON.stringify(input)}`, input });
      return z.NEVER;
    }
    return value;
  }),
);

export { nullableText, text } from './text';

function displayNumber(read: (input: unknown) => number | null) {
  return z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((input): DisplayNumber => {
      if (input === null || input === undefined) return { text: '', value: null };
      return { text: String(input).trim(), value: read(input) };
    }),
  );
}

/** Currency text such as "$164,700": the text as sent and its number. */
export const money = displayNumber(parseCurrency);
/** Percentage text such as "16.30%": the text and its number in percentage points. */
export const percent = displayNumber(parsePercent);
/** Decimal text such as "3.5" or "N/A": the text and its number (null when not a number). */
export const decimalText = displayNumber(parseDecimal);

/** A date as `YYYY-MM-DD`. */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD'));

/**
 * A field an item of a list can do without: what `schema` reads from it, or null when `schema` cannot
 * read it (absent text still reads as ''). Pages show that null as "Unreadable", never a made-up value.
 */
export function readable<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(z.unknown()),
    z.transform((input): z.output<T> | null => {
      const result = schema.safeParse(input);
      return result.success ? result.data : null;
    }),
  );
}
