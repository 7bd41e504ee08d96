/**
 * What makes an order token usable, for the lookup form and for an order link alike. Tokens are opaque:
 * any printable characters, trimmed, at most 200 characters.
 */
import { BIDI_CONTROL } from './bidi';

export const MAX_TOKEN_LENGTH = 200;
// C0 and C1 control characters (tab, line breaks, escape...): not part of a token anyone can type.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export type TokenName = 'intake token' | 'order token';

/** Why `token` cannot be an order's token, in words for the user; null when it can. */
export function tokenProblem(name: TokenName, token: string): string | null {
  const length = [...token].length;
  if (length > MAX_TOKEN_LENGTH) {
    return `An ${name} has at most ${MAX_TOKEN_LENGTH} characters; this one has ${length}. Check that only the token was pasted.`;
  }
  if (CONTROL.test(token)) return `An ${name} cannot contain tabs, line breaks or other control characters.`;
  // Invisible, and able to make the token read differently from what it is.
  if (BIDI_CONTROL.test(token)) {
    return `An ${name} cannot contain text direction controls (invisible characters that reorder text).`;
  }
  return null;
}

/** Why an order link cannot open an order (no token, or a token that cannot be one); null when it can. */
export function orderLinkProblem(tokens: {
  intakeToken: string | null;
  orderToken: string | null;
}): string | null {
  if (!tokens.intakeToken && !tokens.orderToken) return 'The link names no intake token and no order token.';
  return (
    (tokens.intakeToken ? tokenProblem('intake token', tokens.intakeToken) : null) ??
    (tokens.orderToken ? tokenProblem('order token', tokens.orderToken) : null)
  );
}
