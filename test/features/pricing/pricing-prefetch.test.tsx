/** The stepper loads what the next step needs before Continue: a report type's lists once its card is chosen. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../src/api/paths';
import {
  findGroup,
  group,
  recordRequests,
  renderPricing,
  setUpWizardTests,
  type Recorded,
} from './wizard-helpers';

setUpWizardTests();

/** The report types asked for each list request of `path`, in order. */
const reportTypesAsked = (log: Recorded[], path: string) =>
  log.filter((entry) => entry.path === path).map((entry) => entry.search.get('report_type'));

describe('the next step loads before Continue', () => {
  it("asks for a report type's turnarounds and inspections once its card is chosen, and not again on Continue", async () => {
    const log = recordRequests();
    const { user } = await renderPricing('/pricing');
    await user.click(await within(group('Report type')).findByRole('radio', { name: 'REO Strategy' }));

    // Chosen, not continued: the step is still open, and both lists of that report type are asked for.
    expect(within(group('Report type')).getByRole('radio', { name: 'REO Strategy' })).toBeChecked();
    await waitFor(() => expect(reportTypesAsked(log, apiPaths.turnarounds)).toEqual(['reo-strategy']));
    expect(reportTypesAsked(log, apiPaths.inspectionTypes)).toEqual(['reo-strategy']);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await within(await findGroup('Turnaround')).findByRole('radio', { name: 'Rush' }),
    ).toBeInTheDocument();
    expect(reportTypesAsked(log, apiPaths.turnarounds)).toEqual(['reo-strategy']);
    expect(reportTypesAsked(log, apiPaths.inspectionTypes)).toEqual(['reo-strategy']);
  });
});
