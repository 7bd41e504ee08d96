/**
 * Quote references: `Q-` and six capitals or digits from an alphabet without the look-alikes
 * (0/O, 1/I/L), read over the phone without a doubt. Random from crypto.getRandomValues, without
 * modulo bias (bytes beyond the last whole multiple of the alphabet are drawn again).
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 6;
const LIMIT = 256 - (256 % ALPHABET.length);

export function newQuoteReference(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    let code = '';
    while (code.length < LENGTH) {
      const bytes = crypto.getRandomValues(new Uint8Array(LENGTH * 2));
      for (const byte of bytes) {
        if (byte < LIMIT && code.length < LENGTH) code += ALPHABET[byte % ALPHABET.length];
      }
    }
    const reference = `Q-${code}`;
    if (!taken.has(reference)) return reference;
  }
}
