/** /company over the mock service: the first visit, checking and saving the form, one save at a time. */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { savedCompanyKey } from '../../../src/features/company/saved-company';
import { ok } from '../../../src/mocks/envelope';
import { focusedElement } from '../../focus';
import { mockDb, server } from '../../mock-service';
import { KEYSTONE, renderApp, renderSignedIn } from '../../render';
import {
  LABELS,
  type Values,
  typed,
  field,
  fill,
  formValues,
  saveButton,
  savedFromTyped,
  emptyForm,
} from './company-helpers';

/** `savedFromTyped` as the service's reply writes it. */
const { postalCode: savedZip, ...savedRest } = savedFromTyped;
const savedWire = { ...savedRest, postal_code: savedZip };

afterEach(() => {
  vi.useRealTimers();
});

describe('company details', () => {
  it('starts empty the first time, saves, shows the returned values and starts from them next time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 15, 4) });
    const view = await renderSignedIn('/company');

    expect(await screen.findByRole('heading', { level: 1, name: 'Company details' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The service does not send company details back, and this browser holds no copy of them (a sign-out removes it), so the form starts empty. Saving sends all eight fields and replaces what the service holds.',
      ),
    ).toBeInTheDocument();
    expect(formValues()).toEqual(emptyForm);
    expect(saveButton()).toBeDisabled();

    await fill(view.user, typed);
    expect(saveButton()).toBeEnabled();
    await view.user.click(saveButton());

    // Confirmed the portal's one way: an announced toast.
    expect(await screen.findByRole('status', { name: 'Notifications' })).toHaveTextContent(
      'Company details saved.',
    );
    expect(screen.queryByText('Saved, but not kept in this browser')).not.toBeInTheDocument();
    // The Save button the user pressed is now disabled: keyboard focus goes back to the first field.
    expect(focusedElement()).toBe(screen.getByLabelText('Company name'));
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
      company: { token: KEYSTONE, ...savedFromTyped },
    });

    // A later visit starts from the saved copy and says when it was saved.
    view.unmount();
    renderApp('/company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company details' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The service does not send company details back, so this form shows the details last saved from this browser, on Nov 21, 2026, 3:04 PM. Changes made elsewhere since then are not shown here. Saving sends all eight fields.',
      ),
    ).toBeInTheDocument();
    expect(formValues().phone).toBe('(614) 555-0199');
    expect(formValues().name).toBe('Keystone Lending Group LLC');
    expect(screen.queryByText('Saved, but not kept in this browser')).not.toBeInTheDocument();
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
    // The error summary at the top takes focus and lists every error, in the form's order, as a link
    // to its field (GOV.UK).
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(Object.values(expected));
    await user.click(within(summary).getByRole('link', { name: expected.city }));
    expect(field(LABELS.city)).toHaveFocus();
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
            company: { token: KEYSTONE, ...savedWire },
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
    expect(await screen.findByText('Company details saved.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(requests).toBe(1);
  });
});
