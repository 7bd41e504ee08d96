/** The color theme: a switch in the account menu (system, light, dark), remembered in this browser. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, readThemeChoice, setThemeChoice } from '../../src/app/theme';
import { renderApp, signIn } from '../render';

const THEME_KEY = 'valuation-portal:pref:theme';

afterEach(() => setThemeChoice('system'));

describe('the theme switch', () => {
  it('sets the theme from the account menu and remembers it in this browser', async () => {
    await signIn();
    const { user } = renderApp('/pricing');
    const account = await screen.findByRole('button', { name: 'Signed in as Dana Whitfield' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    // The panel the button controls (aria-controls); it has no role of its own.
    // eslint-disable-next-line testing-library/no-node-access
    const panel = document.getElementById(account.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Signed in as Dana Whitfielddana.whitfield@keystonelending.example');
    const theme = within(panel).getByRole('group', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked();
    expect(document.documentElement).not.toHaveAttribute('data-theme');

    await user.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(readThemeChoice()).toBe('dark');

    await user.click(within(theme).getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(window.localStorage.getItem(THEME_KEY)).toBe('light');

    // Back to the system's setting: nothing is stored, the media query decides.
    await user.click(within(theme).getByRole('radio', { name: 'System' }));
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(window.localStorage.getItem(THEME_KEY)).toBeNull();

    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
  });

  it('applies a remembered choice on start, and ignores a damaged one', () => {
    window.localStorage.setItem(THEME_KEY, 'dark');
    applyTheme(readThemeChoice());
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    window.localStorage.setItem(THEME_KEY, 'sepia');
    expect(readThemeChoice()).toBe('system');
    applyTheme(readThemeChoice());
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('offers the same switch in the navigation menu on phones', async () => {
    await signIn();
    const { user } = renderApp('/pricing');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const theme = within(nav).getByRole('group', { name: 'Theme' });
    await user.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });
});
