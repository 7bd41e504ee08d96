/**
 * The inspection platform (`pp_platform`) in plain words, for the pricing wizard and the standalone
 * inspection catalog alike.
 */
// `direct` covers both the homeowner's guided interior inspection and the borrower's direct draw
// inspection, so its label names neither alone.
const platformLabels: Record<string, string> = {
  crowdsource: 'Crowdsourced local inspector',
  direct: 'Done directly by the homeowner or borrower',
};

/** "crowdsource" → "Crowdsourced local inspector"; an unknown platform is shown as sent; none → null. */
export function describePlatform(platform: string | null): string | null {
  if (platform === null || platform.trim() === '') return null;
  return platformLabels[platform] ?? platform;
}
