/**
 * Tolerant parsing on the pricing steps (issue 12): a report type or turnaround that cannot be used is
 * left out with a note in its step; a turnaround whose fee and due date are unreadable is still offered,
 * with both marked unreadable (the price itself comes from confirm-price).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queueMockAnswers } from '../../mock-service';
import {
  listReply,
  reportTypesWithUnreadableItems,
  turnaroundsWithUnreadableItems,
} from '../../unreadable-lists';
import { findGroup, renderPricing, setUpWizardTests } from './wizard-helpers';

setUpWizardTests();

describe('pricing steps with unreadable items', () => {
  it('offers the report types that could be read and says one was left out', async () => {
    queueMockAnswers('reportTypes', [listReply(reportTypesWithUnreadableItems())]);
    await renderPricing('/pricing');
    const step = await findGroup('Report type');
    expect(await within(step).findByText('1 item could not be read and is not shown.')).toBeInTheDocument();
    expect(
      within(step)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['prop-value', 'reno-arv', 'reo-strategy']);
  });

  it('offers Rush with its fee and due date unreadable, and leaves out the turnaround with no slug', async () => {
    queueMockAnswers('turnarounds', [listReply(turnaroundsWithUnreadableItems())]);
    await renderPricing('/pricing?report=prop-value');
    const step = await findGroup('Turnaround');
    const rush = await within(step).findByRole('radio', { name: 'Rush' });
    expect(rush).toHaveAccessibleDescription('2 to 3 business days Extra fee: Unreadable Due Unreadable');
    expect(within(step).getByRole('radio', { name: 'Standard' })).toHaveAccessibleDescription(
      '3 to 5 business days No extra fee Due Mon, Nov 30, 2026',
    );
    expect(within(step).getAllByRole('radio')).toHaveLength(2);
    expect(within(step).getByText('1 item could not be read and is not shown.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Overnight' })).not.toBeInTheDocument();
  });
});
