/** Opening /pricing/batch signed in, with the report type, turnaround and inspection chosen. */
import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { paths } from '../../../src/lib/paths';
import { renderApp, signIn } from '../../render';

export async function openBatchWithChoices() {
  await signIn();
  const view = renderApp(paths.pricingBatch());
  for (const [label, option] of [
    ['Report type', 'reno-arv'],
    ['Turnaround', 'standard'],
    ['Inspection', 'interior-w-exterior'],
  ] as const) {
    const select = await screen.findByRole('combobox', { name: label });
    // Each list loads once the one before it is chosen.
    await vi.waitFor(() =>
      expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toContain(option),
    );
    await view.user.selectOptions(select, option);
  }
  return view;
}
