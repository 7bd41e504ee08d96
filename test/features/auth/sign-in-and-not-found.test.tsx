import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
/** Sign-in's "Show password", and the not-found page inside the shell. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../render';

describe('sign-in', () => {
  it('shows and hides the password on request, keeping what was typed', async () => {
    const { user } = renderApp('/login');
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'demo-pass-2026');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('checkbox', { name: 'Show password' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-pass-2026');

    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('keeps the disabled sign-in button legible, without a color transition', async () => {
    renderApp('/login');
    const button = await screen.findByRole('button', { name: 'Sign in' });
    const classes = button.className.split(/\s+/);
    expect(classes.filter((c) => c.startsWith('transition'))).toEqual([]);
    // The colors live in the primary variant's rule (src/index.css's components layer).
    expect(classes).toContain('button-primary');
    const css = readFileSync(resolve('src/index.css'), 'utf8');
    expect(/\.button-primary \{\s*@apply ([^;]*);/.exec(css)?.[1]?.split(' ')).toEqual(
      expect.arrayContaining(['disabled:bg-slate-200', 'disabled:text-slate-700']),
    );
  });
});

describe('the not-found page', () => {
  it('keeps the shell and its navigation for a signed-in user', async () => {
    await signIn();
    const { router, user } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Quotes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to pricing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Price a report' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('stands alone, with a way to sign in, for a visitor who is not signed in', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });
});
