/** /company over the mock service: the service's refusals, on the fields they name or above the form. */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { savedCompanyKey } from '../../../src/features/company/saved-company';
import { refusal, validationFailed } from '../../../src/mocks/envelope';
import { focusedElement } from '../../focus';
import { server } from '../../mock-service';
import { KEYSTONE, renderSignedIn } from '../../render';
import { LABELS, typed, field, fill, formValues, saveButton } from './company-helpers';

describe('company details', () => {
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

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    const alert = screen.getAllByRole('alert').find((a) => a !== summary)!;
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
    // The error summary takes focus; its links lead to the fields the service names.
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['"nickname" is already in use by another company', '"email" domain is not accepted']);
    expect(field(LABELS.email)).toHaveAccessibleDescription('"email" domain is not accepted');
    expect(field(LABELS.phone)).not.toHaveAttribute('aria-invalid');
    expect(formValues()).toEqual(typed);
    expect(saveButton()).toBeEnabled();
    expect(window.localStorage.getItem(savedCompanyKey(KEYSTONE))).toBeNull();

    // The user fixes the nickname; the next save goes through.
    server.resetHandlers();
    await fill(user, { nickname: 'Keystone Lending' });
    await user.click(saveButton());
    expect(await screen.findByText('Company details saved.')).toBeInTheDocument();
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
    await waitFor(() => expect(focusedElement()).toContainElement(alert));
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

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() =>
      expect(field(LABELS.postalCode)).toHaveAccessibleDescription(
        '"postal_code" is not served in this region "postal_code" does not match the state',
      ),
    );
    expect(field(LABELS.email)).toHaveAccessibleDescription('"email" domain is not accepted');
    // The error summary has focus; its link to the ZIP code carries both messages.
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(
      within(summary).getByRole('link', {
        name: '"postal_code" is not served in this region "postal_code" does not match the state',
      }),
    );
    expect(field(LABELS.postalCode)).toHaveFocus();
    expect(formValues()).toEqual(typed);
  });
});
