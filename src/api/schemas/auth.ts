/**
 * 2.2 The token result of create-token: the bearer token, the signed-in user and their company.
 */
import * as z from 'zod/mini';
import { text } from './text';

export const tokenResultSchema = z.pipe(
  z.object({
    token: z.string().check(z.minLength(1)),
    user: z.object({
      token: z.string(),
      username: z.string(),
      email: text,
      first_name: text,
      last_name: text,
    }),
    company: z.object({ token: z.string().check(z.minLength(1)) }),
  }),
  z.transform((d) => ({
    token: d.token,
    user: {
      token: d.user.token,
      username: d.user.username,
      email: d.user.email,
      firstName: d.user.first_name,
      lastName: d.user.last_name,
    },
    companyToken: d.company.token,
  })),
);
export type TokenResult = z.output<typeof tokenResultSchema>;
export type SessionUser = TokenResult['user'];
