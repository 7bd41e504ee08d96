/**
 * A save that is still on its way while the user leaves: "Leave without saving?" asks, and closes by
 * itself once the save succeeds (nothing would be lost any more), taking the user where they were going;
 * "Sign out without saving?" likewise closes and signs out, as the user asked.
 * The sign-out confirmation says that signing out ends every session of the portal in this browser.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { server } from '../../mock-service';
import { renderSignedIn } from '../../render';
import { typed, fill, saveButton } from './company-helpers';

/** Types the company's details and saves them; the service answers (as usual) only once released. */
async function startSlowSave() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(http.put(apiRoutePatterns.updateCompany, () => gate.then(() => undefined)));
  const view = await renderSignedIn('/company');
  await screen.findByRole('heading', { level: 1, name: 'Company details' });
  await fill(view.user, typed);
  await view.user.click(saveButton());
  expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  return { ...view, release };
}

describe('company details saved slowly', () => {
  it('closes a stale "Leave without saving?" once the save succeeds, and goes where the user was going', async () => {
    const { user, router, release } = await startSlowSave();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Loan officers' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-officers'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan officers' })).toBeInTheDocument();
    expect(screen.getByText('Company details saved.')).toBeInTheDocument();
  });

  it('closes a stale "Sign out without saving?" once the save succeeds, and signs out as asked', async () => {
    const { user, router, release } = await startSlowSave();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('alertdialog', { name: 'Sign out without saving?' })).toBeInTheDocument();

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says on the sign-out confirmation that every session of the portal in this browser ends', async () => {
    const { user } = await renderSignedIn('/company');
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    await fill(user, { city: 'Cleveland' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out without saving?' });
    expect(dialog).toHaveAccessibleDescription(
      'This page has changes that are not saved. If you sign out now, they will be lost. ' +
        'Signing out ends every session of the portal in this browser, in every tab, whoever signed in there.',
    );
  });
});
