/**
 * Saving with the browser's storage full (issue 45, item 11): the user is told, by the Save button, that
 * the quote was not saved and why; and what a saved batch keeps on a shared computer (item 12): the rows'
 * references (names, addresses) go at sign-out unless the user chose to keep them; at most ten batches.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MAX_SAVED_BATCHES,
  readSavedBatches,
  saveBatch,
} from '../../../src/features/pricing/batch/batch-quotes';
import { sessionStore } from '../../../src/session/session-store';
import { fillLocalStorage } from '../../full-storage';
import { renderApp, signIn } from '../../render';
import { BATCHES_KEY, finishedBatch, stored, toasts } from './quote-helpers';
import { findTotal, FULL_QUOTE, priceSection, renderPricing, setUpWizardTests } from './wizard-helpers';

setUpWizardTests();

const FULL_MESSAGE =
  "This browser's storage for the portal is full. Delete saved quotes you no longer need (under Quotes), then save again.";
function pricedBatch(reference: string) {
  return finishedBatch(reference, {
    rows: [
      { line: 2, reference: 'Maria Lopez, 12 Elm St', state: 'TX', zip: '75001', property: 'sfr' },
      { line: 3, reference: 'John Park, 9 Oak Ave', state: 'TX', zip: '75002', property: 'sfr' },
    ],
    problems: [
      { line: 4, reference: 'Ann Lee, 3 Pine Rd', messages: ['State “ZZ” is not a US state code.'] },
    ],
    results: {
      'TX|75001|sfr': { status: 'priced', total: 489.99, dueDate: '2026-11-30' },
      'TX|75002|sfr': { status: 'priced', total: 489.99, dueDate: '2026-11-30' },
    },
  });
}

describe('saving a quote with the browser storage full', () => {
  it('says by the Save button that the quote was not saved and why, and keeps the button', async () => {
    const { user } = await renderPricing(FULL_QUOTE);
    expect(await findTotal()).toHaveTextContent('Total$489.99');
    fillLocalStorage();
    const save = within(priceSection()).getByRole('button', { name: 'Save quote' });
    await user.click(save);

    const alert = within(priceSection()).getByRole('alert');
    expect(alert).toHaveTextContent(/^Quote Q-[A-HJKMNP-Z2-9]{6} was not saved/);
    expect(alert).toHaveTextContent(FULL_MESSAGE);
    expect(save).toHaveAccessibleDescription(FULL_MESSAGE);
    expect(stored()).toEqual([]);
    expect(within(toasts()).queryByText(/saved\.$/)).not.toBeInTheDocument();
    expect(priceSection()).not.toHaveTextContent('in this browser.');
  });

  it('says so for a batch too, and saves it once there is room', async () => {
    await signIn();
    saveBatch(BATCHES_KEY, pricedBatch('Q-THURSD'));
    const { user } = renderApp('/pricing/batch?quote=Q-THURSD');
    const save = await screen.findByRole('button', { name: 'Save quote' });
    const full = fillLocalStorage();
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent(`This batch was not saved${FULL_MESSAGE}`);
    expect(save).toHaveAccessibleDescription(FULL_MESSAGE);

    full.mockRestore();
    await user.click(save);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Saved as quote Q-THURSD, with every priced row. It is kept in this browser for you; the rows’ references are removed when you sign out.',
      ),
    ).toBeInTheDocument();
  });
});

describe('a saved batch on a shared computer', () => {
  it("loses its rows' references (names, addresses) at sign-out, and keeps its prices", async () => {
    await signIn();
    saveBatch(BATCHES_KEY, pricedBatch('Q-THURSD'));
    expect(readSavedBatches(BATCHES_KEY)[0]?.rows.map((r) => r.reference)).toEqual([
      'Maria Lopez, 12 Elm St',
      'John Park, 9 Oak Ave',
    ]);

    sessionStore.end('signed-out');
    const everything = Object.values(window.localStorage).join(' ');
    for (const name of ['Maria Lopez', 'John Park', 'Ann Lee', 'Elm St'])
      expect(everything).not.toContain(name);
    await signIn();
    const [batch] = readSavedBatches(BATCHES_KEY);
    expect(batch?.rows.map((r) => [r.line, r.reference, r.zip])).toEqual([
      [2, '', '75001'],
      [3, '', '75002'],
    ]);
    expect(batch?.problems.map((p) => p.reference)).toEqual(['']);
    expect(batch?.results['TX|75001|sfr']).toEqual({
      status: 'priced',
      total: 489.99,
      dueDate: '2026-11-30',
    });
  });

  it('keeps them after sign-out when the user chose to', async () => {
    const { user } = await (async () => {
      await signIn();
      saveBatch(BATCHES_KEY, pricedBatch('Q-THURSD'));
      return renderApp('/pricing/batch?quote=Q-THURSD');
    })();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Keep the rows’ references after I sign out' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(
      screen.getByText(
        'Saved as quote Q-THURSD, with every priced row. It is kept in this browser for you, references included.',
      ),
    ).toBeInTheDocument();

    sessionStore.end('signed-out');
    await signIn();
    expect(readSavedBatches(BATCHES_KEY)[0]?.rows.map((r) => r.reference)).toEqual([
      'Maria Lopez, 12 Elm St',
      'John Park, 9 Oak Ave',
    ]);
  });

  it(`keeps the ${MAX_SAVED_BATCHES} latest batches and names the oldest it dropped`, async () => {
    await signIn();
    const references = Array.from(
      { length: MAX_SAVED_BATCHES },
      (_, i) => `Q-OLD${String.fromCharCode(65 + i)}`,
    );
    for (const reference of references) saveBatch(BATCHES_KEY, pricedBatch(reference));
    const saved = saveBatch(BATCHES_KEY, pricedBatch('Q-NEWEST'));
    expect(saved).toEqual({ write: { saved: true }, dropped: ['Q-OLDA'] });
    const kept = readSavedBatches(BATCHES_KEY).map((b) => b.reference);
    expect(kept).toHaveLength(MAX_SAVED_BATCHES);
    expect(kept[0]).toBe('Q-NEWEST');
    expect(kept).not.toContain('Q-OLDA');
  });
});
