/** /company over the mock service: leaving the page or signing out with and without unsaved changes. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../render';
import { LABELS, typed, field, fill, saveButton } from './company-helpers';

describe('company details', () => {
  it('asks before leaving with unsaved changes, and stays or leaves as told', async () => {
    const { user, router } = await renderSignedIn('/company');
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    // Pristine: nothing to lose, no prompt.
    const pristineUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(pristineUnload);
    expect(pristineUnload.defaultPrevented).toBe(false);

    await fill(user, { city: 'Cleveland' });
    const dirtyUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyUnload);
    expect(dirtyUnload.defaultPrevented).toBe(true);

    await user.click(within(nav).getByRole('link', { name: 'Loan officers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your changes to the company details have not been saved. If you leave this page now, they will be lost.',
    );
    expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company');
    expect(field(LABELS.city)).toHaveValue('Cleveland');

    // Escape also stays.
    await user.click(within(nav).getByRole('link', { name: 'Payment methods' }));
    await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company');

    await user.click(within(nav).getByRole('link', { name: 'Loan officers' }));
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-officers'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan officers' })).toBeInTheDocument();
  });

  it('leaves without asking once the changes are saved or discarded', async () => {
    const { user, router } = await renderSignedIn('/company');
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await fill(user, { city: 'Cleveland' });
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(field(LABELS.city)).toHaveValue('');
    expect(saveButton()).toBeDisabled();

    await fill(user, typed);
    await user.click(saveButton());
    await screen.findByText('Company details saved.');
    // A discard after that save keeps the saved values and says nothing is left to save.
    await fill(user, { city: ' Heights' });
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(field(LABELS.city)).toHaveValue('Columbus');
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    await user.click(within(nav).getByRole('link', { name: 'Loan officers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-officers'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before signing out with unsaved changes, then signs out and forgets them', async () => {
    const { user, router } = await renderSignedIn('/company');
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    await fill(user, { city: 'Cleveland' });

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out without saving?' });
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company');
    expect(field(LABELS.city)).toHaveValue('Cleveland');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(screen.getByRole('button', { name: 'Sign out without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Nothing of the unsaved input is left for the next user of the browser.
    const drafts = Object.keys(window.sessionStorage).filter((key) => key.includes(':draft:'));
    expect(drafts).toEqual([]);
  });

  it('signs out at once when nothing is unsaved', async () => {
    const { user, router } = await renderSignedIn('/company');
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
