/**
 * Text fields, read liberally: absent, null or a number still reads as text. Apart from the other
 * primitives (primitives.ts re-exports them) so that sign-in, which reads only text, loads only these.
 */
import * as z from 'zod/mini';

/** Text that may be absent, null or a number: always a string ('' for nothing). */
export const text = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((input) => (input === null || input === undefined ? '' : String(input))),
);

/** Text or null. */
export const nullableText = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((input) => (input === null || input === undefined || input === '' ? null : String(input))),
);
