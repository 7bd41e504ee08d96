/**
 * The color theme: the system's (prefers-color-scheme), or light or dark as chosen in the account menu,
 * remembered in this browser (localStorage). Reading and applying the choice is theme-choice.ts (no React,
 * for the boot module); this is the switch and the store the account menu reads.
 */
import { useSyncExternalStore } from 'react';
import { applyTheme, readThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from './theme-choice';

const listeners = new Set<() => void>();

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') globalThis.localStorage?.removeItem(THEME_STORAGE_KEY);
    else globalThis.localStorage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  applyTheme(choice);
  current = choice;
  for (const listener of listeners) listener();
}

let current: ThemeChoice = readThemeChoice();

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => 'system',
  );
}
