/** The company the tests save and type: one set of values for every test that needs a company's details. */
import type { CompanyUpdate } from '../src/api/schemas/company';

/** Keystone's details as the portal holds them (and sends them in an update). */
export const keystoneDetails: CompanyUpdate = {
  name: 'Keystone Lending Group LLC',
  nickname: 'Keystone',
  email: 'ops@keystonelending.example',
  phone: '+16145550142',
  address: '250 Civic Center Drive',
  city: 'Columbus',
  state: 'OH',
  postalCode: '43215',
};

/**
 * What a user types into the company form, label by label (the state is a choice, made apart), with
 * any value replaced by `changes`.
 */
export function typedCompany(changes: Partial<Record<string, string>> = {}): [string, string][] {
  const values: [string, string][] = [
    ['Company name', keystoneDetails.name],
    ['Email', keystoneDetails.email],
    ['Phone', '(614) 555-0142'],
    ['Street address', keystoneDetails.address],
    ['City', keystoneDetails.city],
    ['ZIP code', keystoneDetails.postalCode],
  ];
  return values.map(([label, value]) => [label, changes[label] ?? value]);
}
