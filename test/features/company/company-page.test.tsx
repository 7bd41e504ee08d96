/** /company over the mock service: first visit, save, the saved copy, refusals, validation, leaving. */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { savedCompanyKey } from '../../../src/features/company/saved-company';
import { ok, refusal, validationFailed } from '../../../src/mocks/envelope';
import { mockDb, server } from '../../mock-service';
import { KEYSTONE, renderApp, renderSignedIn, type RenderAppResult } from '../../render';

type User = RenderAppResult['user'];

const LABELS = {
  name: 'Company name',
  nickname: 'Nickname',
  email: 'Email',
  phone: 'Phone',
  address: 'Street address',
  city: 'City',
  state: 'State',
  postalCode: 'ZIP code',
} as const;

type Values = Record<keyof typeof LABELS, string>;

const typed: Values = {
  name: '  Keystone Lending Group LLC ',
  nickname: 'Keystone',
  email: 'ops@keystonelending.example',
  phone: '614.555.0199',
  address: '250 Civic Center Drive, Suite 400',
  city: 'Columbus',
  state: 'OH',
  postalCode: '43215-2210',
};

function field(label: string) {
  return screen.getByLabelText(label, { exact: true });
}

async function fill(user: User, values: Partial<Values>) {
  for (const [key, value] of Object.entries(values) as [keyof Values, string][]) {
    const control = field(LABELS[key]);
    if (key === 'state') {
      await user.selectOptions(control, value);
    } else {
      await user.clear(control);
      if (value) await user.type(control, value);
    }
  }
}

function formValues(): Values {
  const out = {} as Values;
  for (const [key, label] of Object.entries(LABELS) as [keyof Values, string][]) {
    out[key] = (field(label) as HTMLInputElement | HTMLSelectElement).value;
  }
  return out;
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

afterEach(() => {
  vi.useRealTimers();
});

describe('company details', () => {
  it('starts empty the first time, saves, shows the returned values and starts from them next time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 15, 4) });
    const first = await renderSignedIn('/company');

    expect(await screen.findByRole('heading', { level: 1, name: 'Company details' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The service does not send company details back, and none have been saved from this browser yet, so the form starts empty. Saving sends all eight fields and replaces what the service holds.',
      ),
    ).toBeInTheDocument();
    expect(formValues()).toEqual({
      name: '',
      nickname: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      state: '',
      postalCode: '',
    });
    expect(saveButton()).toBeDisabled();

    await fill(first.user, typed);
    expect(saveButton()).toBeEnabled();
    await first.user.click(saveButton());

    expect(await screen.findByText('Company details saved')).toBeInTheDocument();
    expect(screen.getByText('The form shows the values the service stored.')).toBeInTheDocument();
    // The Save button the user pressed is now disabled: keyboard focus moves to the confirmation.
    expect(document.activeElement).toContainElement(screen.getByText('Company details saved'));
    // The service's stored values: trimmed name, E.164 phone shown formatted, the 5-digit ZIP.
    expect(formValues()).toEqual({
      name: 'Keystone Lending Group LLC',
      nickname: 'Keystone',
      email: 'ops@keystonelending.example',
      phone: '(614) 555-0199',
      address: '250 Civic Center Drive, Suite 400',
      city: 'Columbus',
      state: 'OH',
      postalCode: '43215',
    });
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument();

    const stored = mockDb.company(KEYSTONE);
    expect(stored?.phone).toBe('+16145550199');
    expect(stored?.postal_code).toBe('43215');
    expect(stored?.name).toBe('Keystone Lending Group LLC');
    expect(JSON.parse(window.localStorage.getItem(savedCompanyKey(KEYSTONE)) ?? 'null')).toEqual({
      savedAt: new Date(2026, 10, 21, 15, 4).toISOString(),
      company: {
        token: KEYSTONE,
        name: 'Keystone Lending Group LLC',
        nickname: 'Keystone',
        email: 'ops@keystonelending.example',
        phone: '+16145550199',
        address: '250 Civic Center Drive, Suite 400',
        city: 'Columbus',
        state: 'OH',
        postalCode: '43215',
      },
    });

    // A later visit starts from the saved copy and says when it was saved.
    first.unmount();
    renderApp('/company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company details' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The service does not send company details back, so this form shows the details last saved from this browser, on Nov 21, 2026, 3:04 PM. Changes made elsewhere since then are not shown here. Saving sends all eight fields.',
      ),
    ).toBeInTheDocument();
    expect(formValues().phone).toBe('(614) 555-0199');
    expect(formValues().name).toBe('Keystone Lending Group LLC');
    expect(screen.queryByText('Company details saved')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('checks every field before sending anything and keeps what was typed', async () => {
    let updates = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') updates += 1;
    });
    const { user } = await renderSignedIn('/company');
    await screen.findByRole('heading', { level: 1, name: 'Company details' });

    await fill(user, {
      name: '   ',
      email: 'ops@keystone',
      phone: '555-0142',
      postalCode: '4321',
    });
    await user.click(field(LABELS.nickname));
    await user.paste('N'.repeat(256));
    await user.click(saveButton());

    const expected: Record<keyof Values, string> = {
      name: 'Enter the company name.',
      nickname: 'Use 255 characters or fewer.',
      email: 'Enter a valid email address, like ops@example.com.',
      phone: 'Enter a 10-digit US phone number, like (614) 555-0142.',
      address: 'Enter the street address.',
      city: 'Enter the city.',
      state: 'Choose a state.',
      postalCode: 'Enter a 5-digit ZIP code, or ZIP+4 like 43215-1234.',
    };
    for (const [key, message] of Object.entries(expected) as [keyof Values, string][]) {
      const control = field(LABELS[key]);
      await waitFor(() => expect(control).toHaveAccessibleDescription(message));
      expect(control).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(LABELS.name)).toHaveFocus();
    expect(formValues()).toEqual({
      name: '   ',
      nickname: 'N'.repeat(256),
      email: 'ops@keystone',
      phone: '555-0142',
      address: '',
      city: '',
      state: '',
      postalCode: '4321',
    });

    // Emptied fields say what is missing.
    await fill(user, { email: '', phone: '', postalCode: '' });
    await waitFor(() =>
      expect(field(LABELS.email)).toHaveAccessibleDescription('Enter the company email address.'),
    );
    expect(field(LABELS.phone)).toHaveAccessibleDescription('Enter the company phone number.');
    expect(field(LABELS.postalCode)).toHaveAccessibleDescription('Enter the ZIP code.');

    // Fixing a field clears its message as the user types.
    await fill(user, { phone: '+1 (614) 555-0142' });
    await waitFor(() => expect(field(LABELS.phone)).not.toHaveAttribute('aria-invalid'));
    expect(updates).toBe(0);
    server.events.removeAllListeners();
  });

  it("maps the service's refusal onto the fields it names, shows the rest above the form and keeps every value", async () => {
    server.use(
      http.put(apiRoutePatterns.updateCompany, () =>
        validationFailed([
          {
            message: '"nickname" is already in use by another company',
            key: 'nickname',
            label: 'nickname',
            value: 'Keystone',
          },
          {
            message: '"email" domain is not accepted',
            key: 'email',
            label: 'email',
            value: 'ops@keystonelending.example',
          },
          'Company details can be changed 5 times a day',
        ]),
      ),
    );
    const { user } = await renderSignedIn('/company');
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    await fill(user, typed);
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The changes were not saved')).toBeInTheDocument();
    expect(within(alert).getByText('Data validation failed.')).toBeInTheDocument();
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Company details can be changed 5 times a day',
    );
    expect(within(alert).getByText('Check the fields marked below.')).toBeInTheDocument();

    expect(field(LABELS.nickname)).toHaveAccessibleDescription(
      '"nickname" is already in use by another company',
    );
    expect(field(LABELS.nickname)).toHaveAttribute('aria-invalid', 'true');
    expect(field(LABELS.nickname)).toHaveFocus();
    expect(field(LABELS.email)).toHaveAccessibleDescription('"email" domain is not accepted');
    expect(field(LABELS.phone)).not.toHaveAttribute('aria-invalid');
    expect(formValues()).toEqual(typed);
    expect(saveButton()).toBeEnabled();
    expect(window.localStorage.getItem(savedCompanyKey(KEYSTONE))).toBeNull();

    // The user fixes the nickname; the next save goes through.
    server.resetHandlers();
    await fill(user, { nickname: 'Keystone Lending' });
    await user.click(saveButton());
    expect(await screen.findByText('Company details saved')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field(LABELS.email)).not.toHaveAttribute('aria-invalid');
    expect(formValues().nickname).toBe('Keystone Lending');
  });

  it('shows a refusal that names no form field above the form (HTTP 200, success false)', async () => {
    server.use(
      http.put(apiRoutePatterns.updateCompany, () =>
        refusal(200, '"fax" is not allowed', [{ message: '"fax" is not allowed', key: 'fax', label: 'fax' }]),
      ),
    );
    const { user } = await renderSignedIn('/company');
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    await fill(user, typed);
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The changes were not saved"fax" is not allowedEverything you typed is still in the form.',
    );
    // No field to focus, and the pressed Save button was disabled while saving: focus goes to the refusal.
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
    expect(screen.getAllByRole('textbox').filter((el) => el.getAttribute('aria-invalid') === 'true')).toEqual(
      [],
    );
    expect(formValues()).toEqual(typed);
  });

  it('shows every message the service gives for one field on that field', async () => {
    server.use(
      http.put(apiRoutePatterns.updateCompany, () =>
        validationFailed([
          {
            message: '"postal_code" is not served in this region',
            key: 'postal_code',
            label: 'postal_code',
            value: '43215',
          },
          {
            message: '"email" domain is not accepted',
            key: 'email',
            label: 'email',
            value: 'ops@keystonelending.example',
          },
          {
            message: '"postal_code" does not match the state',
            key: 'postal_code',
            label: 'postal_code',
            value: '43215',
          },
        ]),
      ),
    );
    const { user } = await renderSignedIn('/company');
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    await fill(user, typed);
    await user.click(saveButton());

    await screen.findByRole('alert');
    await waitFor(() =>
      expect(field(LABELS.postalCode)).toHaveAccessibleDescription(
        '"postal_code" is not served in this region "postal_code" does not match the state',
      ),
    );
    expect(field(LABELS.email)).toHaveAccessibleDescription('"email" domain is not accepted');
    // The first field the service names has focus.
    expect(field(LABELS.postalCode)).toHaveFocus();
    expect(formValues()).toEqual(typed);
  });

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
    await screen.findByText('Company details saved');
    // A discard after that save does not bring the old confirmation back.
    await fill(user, { city: ' Heights' });
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByText('Company details saved')).not.toBeInTheDocument();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    await user.click(within(nav).getByRole('link', { name: 'Loan officers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-officers'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('disables saving while the save is pending and sends it once', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requests = 0;
    server.use(
      http.put(apiRoutePatterns.updateCompany, async () => {
        requests += 1;
        await gate;
        return ok(
          {
            company: {
              token: KEYSTONE,
              name: 'Keystone Lending Group LLC',
              nickname: 'Keystone',
              email: 'ops@keystonelending.example',
              phone: '+16145550199',
              address: '250 Civic Center Drive, Suite 400',
              city: 'Columbus',
              state: 'OH',
              postal_code: '43215',
            },
          },
          'Company data updated successfully.',
        );
      }),
    );
    const { user } = await renderSignedIn('/company');
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    await fill(user, typed);
    await user.click(saveButton());

    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    await user.type(field(LABELS.city), '{Enter}');
    expect(requests).toBe(1);

    release();
    expect(await screen.findByText('Company details saved')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(requests).toBe(1);
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

  it('keeps values per company: another company starts empty', async () => {
    window.localStorage.setItem(
      savedCompanyKey(KEYSTONE),
      JSON.stringify({
        savedAt: '2026-11-20T12:00:00.000Z',
        company: {
          token: KEYSTONE,
          name: 'Keystone',
          nickname: '',
          email: 'a@b.example',
          phone: '+16145550142',
          address: '1 Main St',
          city: 'Columbus',
          state: 'OH',
          postalCode: '43215',
        },
      }),
    );
    await renderSignedIn('/company', { username: 'new.lender' });
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    expect(formValues().name).toBe('');
    expect(screen.getByText(/none have been saved from this browser yet/)).toBeInTheDocument();
  });

  it('says so when the browser cannot keep the saved values, and does not offer an older copy next time', async () => {
    window.localStorage.setItem(
      savedCompanyKey(KEYSTONE),
      JSON.stringify({
        savedAt: '2026-11-20T12:00:00.000Z',
        company: {
          token: KEYSTONE,
          name: 'Keystone (old)',
          nickname: '',
          email: 'old@b.example',
          phone: '+16145550142',
          address: '1 Main St',
          city: 'Columbus',
          state: 'OH',
          postalCode: '43215',
        },
      }),
    );
    // Called below with the storage it belongs to (sessionStorage drafts keep working).
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const setItem = Storage.prototype.setItem;
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key,
      value,
    ) {
      if (key === savedCompanyKey(KEYSTONE))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    try {
      const first = await renderSignedIn('/company');
      await screen.findByRole('heading', { level: 1, name: 'Company details' });
      expect(formValues().name).toBe('Keystone (old)');
      await fill(first.user, typed);
      await first.user.click(saveButton());
      expect(
        await screen.findByText(
          'The form shows the values the service stored. This browser could not keep a copy, so the form will start empty next time.',
        ),
      ).toBeInTheDocument();
      expect(formValues().name).toBe('Keystone Lending Group LLC');

      first.unmount();
      renderApp('/company');
      await screen.findByRole('heading', { level: 1, name: 'Company details' });
      expect(screen.getByText(/none have been saved from this browser yet/)).toBeInTheDocument();
      expect(formValues().name).toBe('');
    } finally {
      full.mockRestore();
    }
  });

  it('ignores a damaged saved copy and starts empty', async () => {
    window.localStorage.setItem(savedCompanyKey(KEYSTONE), '{"savedAt": 3, "company": null');
    await renderSignedIn('/company');
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    expect(formValues().name).toBe('');
    expect(saveButton()).toBeDisabled();
  });
});
