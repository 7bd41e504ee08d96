/**
 * The color theme chosen in this browser, read and applied without React: the boot module (src/main.tsx)
 * applies it before the first paint and must stay free of React (docs/decisions/2026-11-22-sign-in-boot.md).
 * The choice is written on <html data-theme>; src/index.css does the rest. With "system" the attribute is
 * absent and the media query decides. The switch itself (a store React reads) is theme.ts.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = 'valuation-portal:pref:theme';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice);
}

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(choice: ThemeChoice): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}
