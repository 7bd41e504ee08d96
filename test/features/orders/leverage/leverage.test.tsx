import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LARKSPUR, MISSING_PARTS, openOrder, readFacts, section } from '../helpers';

function figures() {
  const leverage = section('Leverage');
  // The figures are the section's one definition list, shown once there is a loan amount.
  return within(leverage).queryAllByRole('term').length > 0 ? readFacts(leverage) : null;
}

/** Larkspur's figures for a loan of $150,000 and no purchase price that can be read. */
const LARKSPUR_LOAN_150K = {
  'Loan-to-value': '70.8%On the as-is value of $212,000Within the 75% limitLargest loan within 75%: $159,000',
  'Loan to after-repair value (ARV)':
    '45.3%On the recommended strategy’s after-repair value (ARV) of $331,000Within the 70% limitLargest loan within 70%: $231,700',
  'Loan-to-cost': 'Enter a purchase price to see loan-to-cost.',
};

describe('leverage calculator', () => {
  it('states the limits it uses, the largest loans within them, and waits for a loan amount', async () => {
    await openOrder(LARKSPUR);
    const leverage = section('Leverage');
    expect(leverage).toHaveTextContent(
      'Limits used (common investor limits): loan-to-value 75%, loan to after-repair value (ARV) 70%, loan-to-cost 90%.',
    );
    expect(within(leverage).getByText('Enter a loan amount to see the figures.')).toBeInTheDocument();
    expect(leverage).toHaveTextContent(
      'Largest loan within the loan-to-value and loan to after-repair value (ARV) limits: $159,000 (enter a purchase price for loan-to-cost).',
    );
    expect(figures()).toEqual({
      'Loan-to-value': 'On the as-is value of $212,000Largest loan within 75%: $159,000',
      'Loan to after-repair value (ARV)':
        'On the recommended strategy’s after-repair value (ARV) of $331,000Largest loan within 70%: $231,700',
      'Loan-to-cost': 'Enter a purchase price to see loan-to-cost.',
    });
  });

  it('computes loan-to-value, loan to after-repair value (ARV) and, with a purchase price, loan-to-cost', async () => {
    const { user } = await openOrder(LARKSPUR);
    const leverage = section('Leverage');
    await user.type(within(leverage).getByRole('textbox', { name: 'Loan amount' }), '150,000');
    expect(within(leverage).getByText('For a loan of $150,000:')).toBeInTheDocument();
    expect(figures()).toEqual(LARKSPUR_LOAN_150K);

    await user.clear(within(leverage).getByRole('textbox', { name: 'Loan amount' }));
    await user.type(within(leverage).getByRole('textbox', { name: 'Loan amount' }), '$240,000');
    await user.type(within(leverage).getByRole('textbox', { name: 'Purchase price (optional)' }), '190000');
    expect(
      within(leverage).getByText('For a loan of $240,000 and a purchase price of $190,000:'),
    ).toBeInTheDocument();
    // Over a limit is said in words, with by how much.
    expect(figures()).toEqual({
      'Loan-to-value':
        '113.2%On the as-is value of $212,000Above the 75% limit by $81,000Largest loan within 75%: $159,000',
      'Loan to after-repair value (ARV)':
        '72.5%On the recommended strategy’s after-repair value (ARV) of $331,000Above the 70% limit by $8,300Largest loan within 70%: $231,700',
      'Loan-to-cost':
        '89.3%On the purchase price plus the recommended strategy’s renovation cost of $78,900: $268,900Within the 90% limitLargest loan within 90%: $242,010',
    });
    expect(leverage).toHaveTextContent(
      'Largest loan within the loan-to-value, loan to after-repair value (ARV) and loan-to-cost limits: $159,000.',
    );
  });

  it('accepts $200,000 as well as 200000 and shows either as money', async () => {
    const { user } = await openOrder(LARKSPUR);
    const leverage = section('Leverage');
    const loan = within(leverage).getByRole('textbox', { name: 'Loan amount' });
    const purchase = within(leverage).getByRole('textbox', { name: 'Purchase price (optional)' });
    await user.type(loan, '200000');
    await user.type(purchase, '$200,000.50');
    await user.tab();
    expect(loan).toHaveValue('$200,000');
    expect(purchase).toHaveValue('$200,000.50');
    expect(loan).not.toHaveAttribute('aria-invalid');
    expect(figures()?.['Loan-to-value']).toBe(
      '94.3%On the as-is value of $212,000Above the 75% limit by $41,000Largest loan within 75%: $159,000',
    );
  });

  it('does not flag a figure that is exactly at the limit', async () => {
    const { user } = await openOrder(LARKSPUR);
    const leverage = section('Leverage');
    await user.type(within(leverage).getByRole('textbox', { name: 'Loan amount' }), '159000');
    expect(figures()?.['Loan-to-value']).toBe(
      '75.0%On the as-is value of $212,000Within the 75% limitLargest loan within 75%: $159,000',
    );
  });

  it('says what is wrong with an amount it cannot read, keeping what was typed', async () => {
    const { user } = await openOrder(LARKSPUR);
    const leverage = section('Leverage');
    const loan = within(leverage).getByRole('textbox', { name: 'Loan amount' });
    await user.type(loan, '150k');
    await user.tab();
    expect(loan).toHaveValue('150k');
    expect(loan).toHaveAccessibleDescription(
      'Enter the loan amount in dollars, for example $150,000 or 150000.',
    );
    expect(loan).toHaveAttribute('aria-invalid', 'true');
    expect(within(leverage).getByText('Enter a loan amount to see the figures.')).toBeInTheDocument();
  });

  it('keeps the loan figures while the purchase price cannot be read', async () => {
    const { user } = await openOrder(LARKSPUR);
    const leverage = section('Leverage');
    await user.type(within(leverage).getByRole('textbox', { name: 'Loan amount' }), '150000');
    const purchase = within(leverage).getByRole('textbox', { name: 'Purchase price (optional)' });
    await user.type(purchase, '190k');
    await user.tab();
    expect(purchase).toHaveAccessibleDescription(
      'Enter the purchase price in dollars, for example $190,000 or 190000.',
    );
    expect(within(leverage).getByText('For a loan of $150,000:')).toBeInTheDocument();
    expect(figures()).toEqual(LARKSPUR_LOAN_150K);
  });

  it('shows what it can for a report without strategies', async () => {
    const { user } = await openOrder(MISSING_PARTS);
    const leverage = section('Leverage');
    await user.type(within(leverage).getByRole('textbox', { name: 'Loan amount' }), '150000');
    await user.type(within(leverage).getByRole('textbox', { name: 'Purchase price (optional)' }), '170000');
    expect(figures()).toEqual({
      'Loan-to-value':
        '80.4%On the as-is value of $186,500Above the 75% limit by $10,125Largest loan within 75%: $139,875',
      'Loan to after-repair value (ARV)':
        'This report has no after-repair value (ARV) for its recommended strategy.',
      'Loan-to-cost': 'This report has no renovation cost for its recommended strategy.',
    });
    expect(leverage).toHaveTextContent('Largest loan within the loan-to-value limit: $139,875.');
  });
});
