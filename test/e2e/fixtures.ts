import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';

/** WCAG 2.0/2.1 A and AA plus WCAG 2.2 AA rules. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the current page and fails with one readable line per violation:
 * `[impact] rule-id: help | nodes: <CSS targets of the offending elements> | <help url>`.
 * `context` names the page state in the failure message, e.g. 'pricing form with errors'.
 */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
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

type Fixtures = {
  /** `await axe.expectNoViolations('context')` checks the test's page; see expectNoAxeViolations. */
  axe: { expectNoViolations: (context?: string) => Promise<void> };
};

export const test = base.extend<Fixtures>({
  axe: async ({ page }, use) => {
    await use({ expectNoViolations: (context) => expectNoAxeViolations(page, context) });
  },
});

export { expect };
