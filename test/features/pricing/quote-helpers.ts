/** Shared by the quotes tests: a saved quote, the stored list, the toast region. */
import { screen } from '@testing-library/react';
import type { Batch, BatchChoices } from '../../../src/features/pricing/batch/batch-model';
import type { SavedQuote } from '../../../src/features/pricing/quotes/saved-quotes';
import { TEXAS_QUERY, texasRequest } from '../../fixtures/pricing';
import { KEYSTONE, renderApp } from '../../render';

export const DEMO_KEY = `valuation-portal:quotes:${KEYSTONE}:demo.officer`;
export const REFERENCE = /^Q-[A-HJKMNP-Z2-9]{4,}$/;
export const toasts = () => screen.getByRole('status', { name: 'Notifications' });

/** Where the demo officer's saved batches are kept. */
export const BATCHES_KEY = `valuation-portal:quotes:batches:${KEYSTONE}:demo.officer`;

/** The full quote's choices, as a batch keeps them. */
const batchChoices: BatchChoices = {
  report: { slug: 'reno-arv', name: 'Renovation Analysis' },
  turnaround: { slug: 'standard', name: 'Standard' },
  inspection: { slug: 'interior-w-exterior', name: 'Interior with Exterior' },
};

/** A finished batch of the full quote's choices, started on Thursday; its rows, problems and results are the test's. */
export function finishedBatch(
  reference: string,
  parts: Pick<Batch, 'rows' | 'problems' | 'results'>,
  savedAt?: string,
): Batch & { reference: string } {
  return {
    id: reference,
    createdAt: '2026-11-19T15:00:00.000Z',
    choices: batchChoices,
    ...parts,
    status: 'done',
    reference,
    ...(savedAt === undefined ? {} : { savedAt }),
  };
}

/** A quote saved on Friday for the full quote's choices, when it cost $10 less. */
export function savedOnFriday(reference: string, savedAt: string, totalPrice = 479.99): SavedQuote {
  return {
    reference,
    savedAt,
    pricedOn: '2026-11-20',
    link: TEXAS_QUERY,
    request: texasRequest,
    choices: {
      report: 'Renovation Analysis (Renovation Analysis with After-Repair Value)',
      turnaround: 'Standard (3-5 biz days)',
      inspection: 'Interior with Exterior',
      property: 'Single-family home in Texas 75201',
    },
    lines: [
      { key: 'report', label: 'Report', explanation: 'Renovation Analysis.', amount: 409.99 },
      { key: 'inspection', label: 'Inspection', explanation: 'Interior.', amount: 70 },
    ],
    totalPrice,
    ccSurcharge: 3.5,
    dueDate: '2026-11-27',
  };
}

export async function renderQuotes() {
  const view = renderApp('/quotes');
  await screen.findByRole('heading', { level: 1, name: 'Quotes' });
  return view;
}

export function stored(key = DEMO_KEY): SavedQuote[] {
  return JSON.parse(window.localStorage.getItem(key) ?? '[]') as SavedQuote[];
}
