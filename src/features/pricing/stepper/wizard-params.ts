/**
 * The wizard's state lives in the URL query string, so reload, back/forward and a shared link all
 * restore it. Parameter names are short and stable: links to quotes get shared and bookmarked.
 */
import * as z from 'zod/mini';
import { isUsStateCode } from '../../../lib/us-states';

export const WIZARD_PARAMS = {
  report: 'report',
  turnaround: 'tat',
  inspection: 'inspection',
  property: 'property',
  state: 'state',
  zip: 'zip',
} as const;

export type WizardKey = keyof typeof WIZARD_PARAMS;
export type WizardValues = Record<WizardKey, string | null>;

export function readWizard(params: URLSearchParams): WizardValues {
  const read = (key: WizardKey) => {
    const value = params.get(WIZARD_PARAMS[key])?.trim();
    return value ? value : null;
  };
  return {
    report: read('report'),
    turnaround: read('turnaround'),
    inspection: read('inspection'),
    property: read('property'),
    state: read('state'),
    zip: read('zip'),
  };
}

/** A copy of `params` with `changes` applied; null removes a parameter. Other parameters stay. */
export function writeWizard(params: URLSearchParams, changes: Partial<WizardValues>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes) as [WizardKey, string | null | undefined][]) {
    if (value === undefined) continue;
    if (value === null) next.delete(WIZARD_PARAMS[key]);
    else next.set(WIZARD_PARAMS[key], value);
  }
  return next;
}

/** The service's `residential_property_type` values, with plain labels. */
export const PROPERTY_TYPES = [
  { value: 'sfr', label: 'Single-family home' },
  { value: 'townhouse', label: 'Townhouse' },
  { value: 'condo', label: 'Condominium' },
  { value: 'duplex', label: 'Duplex (2 units)' },
  { value: 'triplex', label: 'Triplex (3 units)' },
  { value: 'quadruplex', label: 'Fourplex (4 units)' },
  { value: 'mobile', label: 'Mobile or manufactured home' },
] as const;

export function isPropertyType(value: string): boolean {
  return PROPERTY_TYPES.some((p) => p.value === value);
}

export function propertyTypeLabel(value: string): string {
  return PROPERTY_TYPES.find((p) => p.value === value)?.label ?? value;
}

/** The property step's form: one schema, with the messages the user sees. */
export const propertySchema = z.object({
  property: z.string().check(z.refine(isPropertyType, 'Choose the type of property.')),
  state: z.string().check(z.refine(isUsStateCode, "Choose the property's state.")),
  // ZIP+4 is accepted as typed and sent as its five digits: the service prices by five.
  zip: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter the ZIP code.'),
        z.regex(/^\d{5}(?:-?\d{4})?$/, 'Enter a five-digit ZIP code, like 75201 (ZIP+4 is fine too).'),
      ),
    z.transform((value) => value.slice(0, 5)),
  ),
});
export type PropertyFormInput = z.input<typeof propertySchema>;
export type PropertyValues = z.output<typeof propertySchema>;
export type PropertyKey = keyof PropertyValues;

/** A property value from the URL when it would pass the form, else null. */
export function validLinkValue(key: PropertyKey, value: string | null): string | null {
  if (value === null) return null;
  const result = propertySchema.shape[key].safeParse(value);
  return result.success ? result.data : null;
}

/** The service's field names (pricing body) against the wizard's steps. */
export const SERVICE_FIELDS: Record<WizardKey, string> = {
  report: 'report_type',
  turnaround: 'turnaround_time',
  inspection: 'inspection_type',
  property: 'residential_property_type',
  state: 'state',
  zip: 'postal_code',
};
