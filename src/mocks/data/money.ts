// Made once: toLocaleString with options builds a new formatter on every call, which made the
// benchmark's generated budgets (thousands of amounts) take seconds to build.
const wholeFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const centsFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats amounts the way the service writes them in order results ("$164,700", "16.30%"). */
export function currencyText(value: number): string {
  const abs = Math.abs(value);
  const hasCents = Math.round(abs * 100) % 100 !== 0;
  const body = (hasCents ? centsFormat : wholeFormat).format(abs);
  return `${value < 0 ? '-' : ''}$${body}`;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
