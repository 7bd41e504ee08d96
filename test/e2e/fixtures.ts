import { test as base, expect, type Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';
import { HOME } from '../../src/lib/paths';

/** WCAG 2.0/2.1 A and AA plus WCAG 2.2 AA rules. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's `axe.run` over the page's document with AXE_TAGS' rules, what `@axe-core/playwright`'s
 * builder runs, without its cost: the builder evaluates axe's script (over 500 KB) two or three times a
 * scan and finishes each scan in a tab of its own; here the script goes into each frame of a document
 * once and stays there for the scans that follow (docs/decisions/2026-11-28-ci-time.md). The portal's
 * policy (default-src 'self') allows no frame of another origin, so every frame is checked.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    AXE_TAGS,
  );
}

/**
 * Runs axe on the current page and fails with one readable line per violation:
 * `[impact] rule-id: help | nodes: <CSS targets of the offending elements> | <help url>`.
 * `context` names the page state in the failure message, e.g. 'pricing form with errors'.
 */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  const results = await runAxe(page);
  const lines = results.violations.map((violation) => {
    // A target is a CSS selector, or a list of them when the element sits in a shadow root or iframe.
    const nodes = violation.nodes
      .map((node) => node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' '))
      .join(', ');
    return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} | nodes: ${nodes} | ${violation.helpUrl}`;
  });
  const where = context ? ` on ${context}` : '';
  expect(lines, `axe found ${lines.length} accessibility violation(s)${where} at ${page.url()}`).toEqual([]);
}

/**
 * Signs in through the real form, as the demo user or as another demo user (they share the demo
 * password), and waits until the app leaves /login.
 */
export async function signIn(page: Page, username: string = DEMO_CREDENTIALS.username): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** What a tab holds right after signing in through the form: its sessionStorage and the browser's localStorage. */
interface SignedInStorage {
  session: [string, string][];
  local: [string, string][];
}

// One real sign-in per user, per worker process and run mode (the same tab state is then handed to many tests).
const signedIn = new Map<string, Promise<SignedInStorage>>();

async function signedInStorage(page: Page, username: string): Promise<SignedInStorage> {
  const baseURL = base.info().project.use.baseURL;
  const key = `${baseURL} ${username}`;
  let storage = signedIn.get(key);
  if (!storage) {
    storage = (async () => {
      const context = await page.context().browser()!.newContext({ baseURL });
      try {
        const tab = await context.newPage();
        await signIn(tab, username);
        return await tab.evaluate(() => ({
          session: Object.entries(window.sessionStorage),
          local: Object.entries(window.localStorage),
        }));
      } finally {
        await context.close();
      }
    })();
    signedIn.set(key, storage);
  }
  return storage;
}

/**
 * Starts the test's tab signed in, as a tab restores its session on a reload: the storage a real sign-in
 * through the form left (once per worker and user), copied into this tab, then `at` (the pricing page, where
 * signing in lands, unless told) loaded. For tests whose subject is a page, not signing in: tests of the
 * sign-in itself, of signing out and of sessions use `signIn` (docs/decisions/2026-11-24-ci-time.md).
 * Only in a tab that has not signed out: a sign-out moves the browser's count on, which this copy predates.
 */
export async function startSignedIn(
  page: Page,
  { as = DEMO_CREDENTIALS.username, at = HOME }: { as?: string; at?: string } = {},
): Promise<void> {
  const storage = await signedInStorage(page, as);
  // A file of the portal's origin that runs no portal code, to write that origin's storage from.
  await page.goto('/favicon.svg');
  await page.evaluate(({ session, local }) => {
    for (const [key, value] of session) window.sessionStorage.setItem(key, value);
    for (const [key, value] of local) window.localStorage.setItem(key, value);
    // The copy is used now: the sign-in it comes from may be older than the idle timeout.
    const activity = 'valuation-portal:last-activity';
    const record = window.sessionStorage.getItem(activity);
    if (record)
      window.sessionStorage.setItem(activity, JSON.stringify({ ...JSON.parse(record), at: Date.now() }));
  }, storage);
  await page.goto(at);
  // The portal boots after the page's load: wait for it as a user does, so that a navigation the test
  // starts next is not cut short by the router settling the URL (net::ERR_ABORTED).
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

type Fixtures = {
  /** `await axe.expectNoViolations('context')` checks the test's page; see expectNoAxeViolations. */
  axe: { expectNoViolations: (context?: string) => Promise<void> };
  /**
   * Every test: what its pages said went wrong, in order, attached to a failure (the trace keeps no
   * network log). A test that must see none reads it (run-modes/first-run.spec.ts).
   */
  pageProblems: PageProblem[];
};

/** One thing a page of the test said went wrong. */
export interface PageProblem {
  kind: 'console error' | 'uncaught' | 'request failed' | 'HTTP error';
  /** What happened, with the URL for a request. */
  text: string;
  /** A service call the portal cancelled itself (React Query aborts a query nobody needs any more). */
  cancelledByPortal: boolean;
}

export const test = base.extend<Fixtures>({
  axe: async ({ page }, use) => {
    await use({ expectNoViolations: (context) => expectNoAxeViolations(page, context) });
  },
  pageProblems: [
    async ({ context }, use, testInfo) => {
      const problems: (PageProblem & { at: number })[] = [];
      const started = performance.now();
      const note = (kind: PageProblem['kind'], text: string, cancelledByPortal = false) =>
        problems.push({ kind, text, cancelledByPortal, at: Math.round(performance.now() - started) });
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') note('console error', message.text());
        });
        page.on('pageerror', (error) => note('uncaught', error.message));
        page.on('requestfailed', (request) => {
          const reason = request.failure()?.errorText ?? '';
          const cancelled = reason === 'net::ERR_ABORTED' && request.resourceType() === 'fetch';
          note('request failed', `${request.method()} ${request.url()} (${reason})`, cancelled);
        });
        page.on('response', (response) => {
          if (response.status() >= 400) note('HTTP error', `${response.status()}: ${response.url()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(problems);
      if (testInfo.status !== testInfo.expectedStatus && problems.length > 0) {
        const body = problems.map((p) => `${p.at} ms ${p.kind}: ${p.text}`).join('\n');
        await testInfo.attach('page problems', { body, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

export { expect };
