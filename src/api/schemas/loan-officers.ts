/**
 * 2.9 Loan officers of the company.
 */
import * as z from 'zod/mini';
import { text } from './primitives';

export const loanOfficerSchema = z.pipe(
  z.object({
    token: z.string(),
    username: text,
    first_name: text,
    last_name: text,
    name: text,
    email: text,
    phone: text,
  }),
  z.transform((d) => ({
    token: d.token,
    username: d.username,
    firstName: d.first_name,
    lastName: d.last_name,
    name: d.name || `${d.first_name} ${d.last_name}`.trim(),
    email: d.email,
    phone: d.phone,
  })),
);
export type LoanOfficer = z.output<typeof loanOfficerSchema>;

export const loanOfficersDataSchema = z.pipe(
  z.object({ loan_officers: z.array(loanOfficerSchema) }),
  z.transform((d) => d.loan_officers),
);
