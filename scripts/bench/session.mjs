/** The benchmark's signed-in session, made without loading /login. */
import { randomUUID } from 'node:crypto';
import { request } from 'node:https';
import { readDemoCredentials } from '../demo-credentials.mjs';

const SESSION_KEY = 'valuation-portal:session';

/** Signs in through the service's create-token call (from Node): the session the portal keeps. */
export async function createSession(baseUrl) {
  // node:https rather than fetch: the benchmark server's certificate is self-signed.
  const body = JSON.stringify(readDemoCredentials());
  const text = await new Promise((resolve, reject) => {
    const req = request(
      new URL('/api/v1/auth/create-token', baseUrl),
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, rejectUnauthorized: false },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  const { data } = JSON.parse(text);
  return {
    // Names the session across the tabs that hold it (src/session/session-store.ts).
    id: randomUUID(),
    token: data.token,
    companyToken: data.company.token,
    user: {
      token: data.user.token,
      username: data.user.username,
      email: data.user.email,
      firstName: data.user.first_name,
      lastName: data.user.last_name,
    },
  };
}

/** In a new document: puts the session into the tab's sessionStorage. */
function storeSession(key, value) {
  try {
    if (window.location.protocol.startsWith('http')) window.sessionStorage.setItem(key, value);
  } catch {
    // about:blank has no storage.
  }
}

/** The script that puts `session` in place in each new document, as source text. */
export const sessionScript = (session) =>
  `(${storeSession})(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(JSON.stringify(session))})`;

/** Puts the session into the tab's sessionStorage before any script of each document runs. */
export async function putSessionInPlace(page, session) {
  await page.evaluateOnNewDocument(sessionScript(session));
}
