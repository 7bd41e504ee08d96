/**
 * 2.9 Loan officers of the company. An officer needs a token (the key of the row); every other field is
 * read on its own (null when unreadable).
 */
import * as z from 'zod/mini';
import { readable, text } from './primitives';
import { tolerantList } from './tolerant-list';

/** `name`, else first and last name; null when nothing readable names the officer but something was unreadable. */
function officerName(name: string | null, first: string | null, last: string | null): string | null {
  if (name) return name;
  const joined = [first, last].filter(Boolean).join(' ').trim();
  if (joined) return joined;
  return name === null || first === null || last === null ? null : '';
}

export const loanOfficerSchema = z.pipe(
  z.object({
    token: z.string(),
    username: readable(text),
    first_name: readable(text),
    last_name: readable(text),
    name: readable(text),
    email: readable(text),
    phone: readable(text),
  }),
  z.transform((d) => ({
    token: d.token,
    username: d.username,
    firstName: d.first_name,
    lastName: d.last_name,
    name: officerName(d.name, d.first_name, d.last_name),
    email: d.email,
    phone: d.phone,
  })),
);
export type LoanOfficer = z.output<typeof loanOfficerSchema>;

export const loanOfficersDataSchema = z.pipe(
  z.object({ loan_officers: tolerantList(loanOfficerSchema) }),
  z.transform((d) => d.loan_officers),
);
