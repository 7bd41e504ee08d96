/** /company over the mock service: the copy of the saved values this browser keeps, per company. */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { savedCompanyKey } from '../../../src/features/company/saved-company';
import { KEYSTONE, renderApp, renderSignedIn } from '../../render';
import { keepSavedCopy, typed, fill, formValues, saveButton } from './company-helpers';

describe('company details', () => {
  it('keeps values per company: another company starts empty', async () => {
    keepSavedCopy({ name: 'Keystone', email: 'a@b.example' });
    await renderSignedIn('/company', { username: 'new.lender' });
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    expect(formValues().name).toBe('');
    expect(
      screen.getByText(/this browser holds no copy of them \(a sign-out removes it\)/),
    ).toBeInTheDocument();
  });

  it('says so when the browser cannot keep the saved values, and does not offer an older copy next time', async () => {
    keepSavedCopy({ name: 'Keystone (old)', email: 'old@b.example' });
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
      const view = await renderSignedIn('/company');
      await screen.findByRole('heading', { level: 1, name: 'Company details' });
      expect(formValues().name).toBe('Keystone (old)');
      await fill(view.user, typed);
      await view.user.click(saveButton());
      expect(await screen.findByText('Company details saved.')).toBeInTheDocument();
      expect(
        screen.getByText(
          'The service stored the details shown below. This browser could not keep a copy, so the form will start empty next time.',
        ),
      ).toBeInTheDocument();
      expect(formValues().name).toBe('Keystone Lending Group LLC');

      view.unmount();
      renderApp('/company');
      await screen.findByRole('heading', { level: 1, name: 'Company details' });
      expect(
        screen.getByText(/this browser holds no copy of them \(a sign-out removes it\)/),
      ).toBeInTheDocument();
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
