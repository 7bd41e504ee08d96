/**
 * Bidirectional text controls (issue 21): the embeddings and overrides U+202A-202E and the isolates
 * U+2066-2069. In text from the service they can make a name read backwards ("Invoice" + U+202E +
 * "fdp.exe" reads "Invoiceexe.pdf"), so the portal shows such text isolated and without them
 * (components/ui/service-text.tsx), and refuses them in an order token.
 */
export const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** The text without its bidirectional controls: the characters in the order they were sent. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Service text for places where markup cannot go (an `<option>`, a `title`) and it stands beside the
 * portal's own words: without its controls, and isolated by the two characters that do in plain text what
 * `<bdi>` does in markup, so a right-to-left name cannot reorder the words after it (issue 45).
 */
export function isolatedText(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${withoutBidiControls(text)}${POP_DIRECTIONAL_ISOLATE}`;
}
