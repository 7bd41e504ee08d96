import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';

/**
 * The element that has keyboard focus. Testing Library has no query for it, and jest-dom's `toHaveFocus`
 * needs the element first; where focus lands on a wrapper with no role (a confirmation's focus target),
 * tests read it here and assert what it contains.
 */
export function focusedElement(): Element | null {
  return document.activeElement;
}

/**
 * The error summary (GOV.UK) once it has taken focus, and the text of each of its links (each leads to
 * its field).
 */
export async function focusedErrorSummary(): Promise<{ summary: HTMLElement; links: string[] }> {
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  await waitFor(() => expect(summary).toHaveFocus());
  const links = within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
  return { summary, links };
}
