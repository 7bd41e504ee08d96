/**
 * The inspection platform (`pp_platform`) in plain words, for the pricing wizard and the standalone
 * inspection catalog alike.
 */
const platformLabels: Record<string, string> = {
  crowdsource: 'Crowdsourced local inspector',
  direct: 'Homeowner does it directly',
};

/** "crowdsource" → "Crowdsourced local inspector"; an unknown platform is shown as sent; none → null. */
export function describePlatform(platform: string | null): string | null {
  if (platform === null || platform.trim() === '') return null;
  return platformLabels[platform] ?? platform;
}
