/** 4.1 create-token: the only call made without a bearer token. */
import { http } from 'msw';
import { apiRoutePatterns } from '../../api/paths';
import { ok, refusal, validationFailed } from '../envelope';
import { readBody, requiredStrings, type HandlerContext } from './context';

export function authHandlers({ db, latency }: HandlerContext) {
  return [
    http.post(apiRoutePatterns.createToken, async ({ request }) => {
      await latency();
      const body = await readBody(request, ['username', 'password']);
      if (body instanceof Response) return body;
      const errors = requiredStrings(body, ['username', 'password']);
      if (errors.length) return validationFailed(errors);
      const user = db.users.find((u) => u.username === body.username && u.password === body.password);
      if (!user) return refusal(422, 'Invalid username or password!');
      const token = `tok_${crypto.randomUUID().replace(/-/g, '')}`;
      db.state.tokens[token] = user.username;
      db.save();
      return ok(
        {
          token,
          user: {
            token: user.token,
            username: user.username,
            email: user.email,
            first_name: user.first_name,
            last_name: user.last_name,
          },
          company: { token: user.companyToken },
        },
        'Token created successfully.',
      );
    }),
  ];
}
