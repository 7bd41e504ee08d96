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
