/** Quotes: batches saved as one quote are listed among the single quotes, newest first, and reopen. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Batch } from '../../../src/features/pricing/batch/batch-model';
import { BATCHES_KEY, DEMO_KEY, finishedBatch, renderQuotes, savedOnFriday } from './quote-helpers';
import { setUpWizardTests } from './wizard-helpers';

setUpWizardTests();

function savedBatch(reference: string, savedAt: string, results: Batch['results']): Batch {
  return finishedBatch(
    reference,
    {
      rows: [
        { line: 2, reference: 'LN-1', state: 'TX', zip: '75001', property: 'sfr' },
        { line: 3, reference: 'LN-2', state: 'TX', zip: '75002', property: 'sfr' },
        { line: 4, reference: 'LN-3', state: 'TX', zip: '75003', property: 'sfr' },
      ],
      problems: [{ line: 5, reference: 'LN-4', messages: ['State “ZZ” is not a US state code.'] }],
      results,
    },
    savedAt,
  );
}

const priced = { status: 'priced', total: 489.99, dueDate: '2026-11-30' } as const;

describe('saved batches on Quotes', () => {
  it('lists each batch with its count, choices, total and what was not priced, newest first among the quotes', async () => {
    window.localStorage.setItem(
      DEMO_KEY,
      JSON.stringify([savedOnFriday('Q-FRIDAY', '2026-11-20T10:00:00.000Z')]),
    );
    window.localStorage.setItem(
      BATCHES_KEY,
      JSON.stringify([
        savedBatch('Q-SATURD', '2026-11-21T10:00:00.000Z', {
          'TX|75001|sfr': priced,
          'TX|75002|sfr': { status: 'failed', reason: 'The service did not answer.' },
          'TX|75003|sfr': { status: 'pending' },
        }),
        savedBatch('Q-THURSD', '2026-11-19T16:00:00.000Z', {
          'TX|75001|sfr': priced,
          'TX|75002|sfr': priced,
          'TX|75003|sfr': priced,
        }),
      ]),
    );
    const { user, router } = await renderQuotes();
    const list = await screen.findByRole('list', { name: 'Saved quotes' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Quote Q-SATURD', 'Quote Q-FRIDAY', 'Quote Q-THURSD']);
    const [saturday, , thursday] = within(list).getAllByRole('listitem');
    expect(within(saturday!).getByText('Batch of 3 properties')).toBeInTheDocument();
    expect(within(saturday!).getByText('$489.99')).toBeInTheDocument();
    expect(
      within(saturday!)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([
      '1 priced; 1 failed; 1 not priced yet; 1 row not sent',
      'Renovation Analysis',
      'Standard',
      'Interior with Exterior',
    ]);
    expect(within(thursday!).getByText('$1,469.97')).toBeInTheDocument();
    expect(within(thursday!).getByText('3 priced; 1 row not sent')).toBeInTheDocument();

    await user.click(within(list).getByRole('link', { name: 'Open quote Q-THURSD' }));
    // Reopened as saved, with every row.
    const table = await screen.findByRole('table', { name: /Prices by property/ });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['LN-1', 'LN-2', 'LN-3']);
    expect(router.state.location.pathname).toBe('/pricing/batch');
    expect(router.state.location.search).toBe('?quote=Q-THURSD');
  });
});
