/**
 * The portal's one email rule: zod's email pattern (a maintained, conservative rule). It accepts the
 * addresses people use (`a.b+c@example.co.uk`, `o'brien@example.com`) and refuses what is not one:
 * no domain (`ops@keystone`), spaces, two dots in a row, quotes or angle brackets, a second `@` (so a
 * `mailto:` link built from it cannot carry extra recipients or headers).
 */
import * as z from 'zod/mini';

export const EMAIL_PATTERN: RegExp = z.regexes.email;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
