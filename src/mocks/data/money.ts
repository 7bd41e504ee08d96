/** Formats amounts the way the service writes them in order results ("$164,700", "16.30%"). */
export function currencyText(value: number): string {
  const abs = Math.abs(value);
  const hasCents = Math.round(abs * 100) % 100 !== 0;
  const body = abs.toLocaleString('en-US', {
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: 2,
  });
  return `${value < 0 ? '-' : ''}$${body}`;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
