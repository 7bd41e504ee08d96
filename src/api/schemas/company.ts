/**
 * 2.7 The company, and the body of its update (4.6).
 */
import * as z from 'zod/mini';
import { text } from './primitives';

export const companySchema = z.pipe(
  z.object({
    token: z.string(),
    name: text,
    nickname: text,
    email: text,
    phone: text,
    address: text,
    city: text,
    state: text,
    postal_code: text,
  }),
  z.transform((d) => ({
    token: d.token,
    name: d.name,
    nickname: d.nickname,
    email: d.email,
    phone: d.phone,
    address: d.address,
    city: d.city,
    state: d.state,
    postalCode: d.postal_code,
  })),
);
export type Company = z.output<typeof companySchema>;

export const companyDataSchema = z.pipe(
  z.object({ company: companySchema }),
  z.transform((d) => d.company),
);

/** The company's eight details as the portal holds them: the update's fields (4.6). */
export const companyDetailsSchema = z.object({
  name: z.string(),
  nickname: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});

/**
 * The company update (4.6): exactly these eight fields, as the portal holds them (`CompanyUpdate`),
 * renamed for the wire by the transform.
 */
export const companyUpdateSchema = z.pipe(
  companyDetailsSchema,
  // Only the postal code is named differently on the wire; the object has exactly the eight fields.
  z.transform(({ postalCode, ...rest }) => ({ ...rest, postal_code: postalCode })),
);
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;
