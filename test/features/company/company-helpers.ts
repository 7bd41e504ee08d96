/** Helpers of the company details tests: the form's labels, typing into it and reading it back. */
import { screen } from '@testing-library/react';
import { savedCompanyKey } from '../../../src/features/company/saved-company';
import { KEYSTONE, type RenderAppResult } from '../../render';

export type User = RenderAppResult['user'];

export const LABELS = {
  name: 'Company name',
  nickname: 'Nickname',
  email: 'Email',
  phone: 'Phone',
  address: 'Street address',
  city: 'City',
  state: 'State',
  postalCode: 'ZIP code',
} as const;

export type Values = Record<keyof typeof LABELS, string>;

export const typed: Values = {
  name: '  Keystone Lending Group LLC ',
  nickname: 'Keystone',
  email: 'ops@keystonelending.example',
  phone: '614.555.0199',
  address: '250 Civic Center Drive, Suite 400',
  city: 'Columbus',
  state: 'OH',
  postalCode: '43215-2210',
};

/** The form with nothing in it. */
export const emptyForm: Values = {
  name: '',
  nickname: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
};

/** `typed` as the service keeps it once saved: trimmed, the phone in E.164, the five-digit ZIP. */
export const savedFromTyped = {
  name: 'Keystone Lending Group LLC',
  nickname: 'Keystone',
  email: 'ops@keystonelending.example',
  phone: '+16145550199',
  address: '250 Civic Center Drive, Suite 400',
  city: 'Columbus',
  state: 'OH',
  postalCode: '43215',
};

export function field(label: string) {
  return screen.getByLabelText(label, { exact: true });
}

export async function fill(user: User, values: Partial<Values>) {
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

export function formValues(): Values {
  const out = {} as Values;
  for (const [key, label] of Object.entries(LABELS) as [keyof Values, string][]) {
    out[key] = (field(label) as HTMLInputElement | HTMLSelectElement).value;
  }
  return out;
}

export const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

/** Puts a copy of saved values in this browser, as the page keeps one after a save. */
export function keepSavedCopy(values: Partial<Values>) {
  const company = {
    token: KEYSTONE,
    name: 'Keystone',
    nickname: '',
    email: 'a@b.example',
    phone: '+16145550142',
    address: '1 Main St',
    city: 'Columbus',
    state: 'OH',
    postalCode: '43215',
    ...values,
  };
  window.localStorage.setItem(
    savedCompanyKey(KEYSTONE),
    JSON.stringify({ savedAt: '2026-11-20T12:00:00.000Z', company }),
  );
}
