/**
 * The service's refusals of one price (confirm-price, 4.8), in the portal's words with what to do next,
 * and the field of the row they are about: a batch row the service refused says which of its cells to
 * correct. The service names a field in its own words ("postal_code"); the rest of a message may vary,
 * so matching is on the words that carry the meaning, case-insensitively. A message not in this table,
 * and not one of the service's general messages (service-messages.ts), is shown as sent.
 */
import { plainServiceMessage, type PlainMessage } from './service-messages';

/** The part of a priced row a refusal is about. */
export type PricingField = 'state' | 'zip' | 'property' | 'report' | 'turnaround' | 'inspection';

export interface PlainPricingRefusal extends PlainMessage {
  /** The cell to correct; absent when the refusal is not about one row's cells. */
  field?: PricingField;
}

interface KnownRefusal extends PlainPricingRefusal {
  /** A message the service was seen sending (vendor notes, the mock service), for the tests. */
  example: string;
  pattern: RegExp;
}

export const knownPricingRefusals: readonly KnownRefusal[] = [
  {
    example: 'Zip code is not serviceable!',
    pattern: /zip code is not serviceable|do not serve postal code/i,
    field: 'zip',
    title: 'The service does not cover this ZIP code yet',
    message:
      'Check the ZIP code. If it is right, this property cannot be priced here yet: remove the row, or ask your account manager.',
  },
  {
    example: '"postal_code" with value "2134" fails to match the required pattern: /^\\d{5}$/',
    pattern: /postal_code"?.*fails to match/i,
    field: 'zip',
    title: 'The ZIP code is not five digits',
    message: 'Correct the ZIP code: five digits, as 75201.',
  },
  {
    example: '"state" must be a valid state',
    pattern: /"?state"? must be a valid state/i,
    field: 'state',
    title: 'The service does not accept this state',
    message: 'Correct the state: a US state code, as TX.',
  },
  {
    example: '"residential_property_type" must be one of [sfr, condo]',
    pattern: /residential_property_type"? must be one of/i,
    field: 'property',
    title: 'The service does not price this property type',
    message: 'Correct the property type: one of those the template names.',
  },
  {
    example: '"turnaround_time" must be one of [standard, rush]',
    pattern: /turnaround_time"? must be one of/i,
    field: 'turnaround',
    title: 'This turnaround is not offered for the report type',
    message: 'Choose another turnaround for this row, or another report type.',
  },
  {
    example: '"inspection_type" must be one of [exterior, none]',
    pattern: /inspection_type"? must be one of/i,
    field: 'inspection',
    title: 'This inspection is not offered for the report type',
    message: 'Choose another inspection for this row, or another report type.',
  },
  {
    example: '"report_type" must be one of [prop-value]',
    pattern: /report_type"? must be one of|report type .*(not|n't) (offered|available|eligible)/i,
    field: 'report',
    title: 'Your company cannot order this report type',
    message: 'Choose another report type for this row.',
  },
];

/** The portal's words for the service's refusal `words`, or null when they are not known ones. */
export function plainPricingRefusal(words: string): PlainPricingRefusal | null {
  const known = knownPricingRefusals.find((entry) => entry.pattern.test(words));
  if (known) {
    const { title, message, field } = known;
    return field ? { title, message, field } : { title, message };
  }
  return plainServiceMessage(words);
}
