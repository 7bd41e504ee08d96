/**
 * 4.1 POST /api/v1/auth/create-token, in a module of its own: the sign-in page loads it (and the token
 * schema) without the schemas of every other endpoint, which stay in the signed-in pages' chunks.
 */
import { apiRequest, type RequestOptions } from './client';
import { apiPaths } from './paths';
import { tokenResultSchema } from './schemas/auth';

/** The only call made without a bearer token. */
export function createToken(
  credentials: { username: string; password: string },
  options: RequestOptions = {},
) {
  return apiRequest({
    ...options,
    method: 'POST',
    path: apiPaths.createToken,
    body: { username: credentials.username, password: credentials.password },
    authenticated: false,
    data: tokenResultSchema,
  });
}
