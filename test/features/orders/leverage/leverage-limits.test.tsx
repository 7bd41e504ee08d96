import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../../src/session/session-store';
import { renderApp, signIn } from '../../../render';
import { LARKSPUR, openOrder, section } from '../helpers';

const DEMO_KEY = 'valuation-portal:leverage-limits:demo.officer';

describe('leverage limits of the user', () => {
  it('can be changed, and are remembered in this browser for that user only', async () => {
    const first = await openOrder(LARKSPUR);
    const { user } = first;
    let leverage = section('Leverage');
    const ltv = within(leverage).getByRole('textbox', { name: 'Loan-to-value limit (%)' });
    expect(ltv).toHaveValue('75');
    await user.clear(ltv);
    await user.type(ltv, '80');
    expect(leverage).toHaveTextContent(
      'Limits used (yours): loan-to-value 80%, loan to after-repair value (ARV) 70%, loan-to-cost 90%.',
    );
    expect(leverage).toHaveTextContent(
      'Largest loan within the loan-to-value and loan to after-repair value (ARV) limits: $169,600',
    );
    await user.type(within(leverage).getByRole('textbox', { name: 'Loan amount' }), '170000');
    expect(within(leverage).getByText('Above the 80% limit by $400')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(DEMO_KEY) ?? 'null')).toEqual({
      ltv: 80,
      ltarv: 70,
      ltc: 90,
    });

    // A limit that cannot be one is refused in words; the last good one stays in use.
    const ltc = within(leverage).getByRole('textbox', { name: 'Loan-to-cost limit (%)' });
    await user.clear(ltc);
    await user.type(ltc, '180');
    await user.tab();
    expect(ltc).toHaveAccessibleDescription('Enter a limit from 1 to 100 percent, for example 75.');
    expect(ltc).toHaveValue('180');
    expect(JSON.parse(window.localStorage.getItem(DEMO_KEY) ?? 'null')).toEqual({
      ltv: 80,
      ltarv: 70,
      ltc: 90,
    });

    // Another user of this browser has the usual limits.
    first.unmount();
    sessionStore.end('signed-out');
    await signIn('new.lender');
    renderApp(LARKSPUR);
    await screen.findAllByRole('heading', { level: 2, name: 'Leverage' }, { timeout: 20_000 });
    leverage = section('Leverage');
    expect(within(leverage).getByRole('textbox', { name: 'Loan-to-value limit (%)' })).toHaveValue('75');
    expect(leverage).toHaveTextContent(
      'Limits used (common investor limits): loan-to-value 75%, loan to after-repair value (ARV) 70%, loan-to-cost 90%.',
    );
  });

  it('go back to the usual limits in one click', async () => {
    window.localStorage.setItem(DEMO_KEY, JSON.stringify({ ltv: 65, ltarv: 'lots', ltc: 85.5 }));
    const { user } = await openOrder(LARKSPUR);
    const leverage = section('Leverage');
    // A damaged value falls back to the usual one.
    expect(leverage).toHaveTextContent(
      'Limits used (yours): loan-to-value 65%, loan to after-repair value (ARV) 70%, loan-to-cost 85.5%.',
    );
    await user.click(within(leverage).getByRole('button', { name: 'Use the usual limits' }));
    expect(within(leverage).getByRole('textbox', { name: 'Loan-to-value limit (%)' })).toHaveValue('75');
    expect(within(leverage).getByRole('textbox', { name: 'Loan-to-cost limit (%)' })).toHaveValue('90');
    expect(leverage).toHaveTextContent(
      'Limits used (common investor limits): loan-to-value 75%, loan to after-repair value (ARV) 70%, loan-to-cost 90%.',
    );
    expect(window.localStorage.getItem(DEMO_KEY)).toBeNull();
  });
});
