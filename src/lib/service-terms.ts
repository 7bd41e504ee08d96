/**
 * The short forms the service uses in its own text, with their full forms (docs/glossary.md, "The
 * service's words"; the copy check keeps the two lists the same). The portal shows the service's text
 * as sent and marks these up with their full form.
 */
export const SERVICE_SHORT_FORMS: Readonly<Record<string, string>> = {
  biz: 'business',
  Estim: 'estimated',
  TTS: 'time to sell',
  ARV: 'after-repair value',
  REO: 'real estate owned (bank-owned property)',
  Rehab: 'renovation cost',
};

const pattern = new RegExp(`\\b(${Object.keys(SERVICE_SHORT_FORMS).join('|')})\\b`, 'g');

/** The service's text with its short forms written in full, or null when it has none. */
export function expandServiceText(text: string): string | null {
  const expanded = text.replace(pattern, (short) => SERVICE_SHORT_FORMS[short] ?? short);
  return expanded === text ? null : expanded;
}

/**
 * A turnaround estimate of the service in the portal's words: "3-5 biz days" becomes "3 to 5 business
 * days". The service's short forms and its shorthand for a range never reach the screen (issue 20).
 */
export function turnaroundWords(text: string): string {
  return text
    .replace(/\bbiz\b/gi, 'business')
    .replace(/\bdays?\b/gi, (day) => day.toLowerCase())
    .replace(/(\d+)\s*[-\u2013]\s*(\d+)/g, '$1 to $2');
}
