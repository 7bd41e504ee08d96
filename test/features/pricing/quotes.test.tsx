/** Quotes: save, list, reopen and re-price, delete; kept per user in this browser. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../src/session/session-store';
import { TEXAS_QUERY } from '../../fixtures/pricing';
import { renderApp, signIn } from '../../render';
import { DEMO_KEY, REFERENCE, renderQuotes, savedOnFriday, stored, toasts } from './quote-helpers';
import {
  findTotal,
  FULL_QUOTE,
  pricingCalls,
  priceSection,
  recordRequests,
  renderPricing,
  searchOf,
  setUpWizardTests,
} from './wizard-helpers';

setUpWizardTests();

describe('saving a quote', () => {
  it('saves the quote with a reference and the whole breakdown, and lists it under Quotes', async () => {
    const log = recordRequests();
    const { user } = await renderPricing(FULL_QUOTE);
    expect(await findTotal()).toHaveTextContent('Total$489.99');
    await user.click(within(priceSection()).getByRole('button', { name: 'Save quote' }));

    const [quote] = stored();
    expect(quote?.reference).toMatch(REFERENCE);
    const reference = quote?.reference ?? '';
    expect(await within(toasts()).findByText(`Quote ${reference} saved.`)).toBeInTheDocument();
    expect(priceSection()).toHaveTextContent(`Saved as ${reference} in this browser.`);
    expect(within(priceSection()).queryByRole('button', { name: 'Save quote' })).not.toBeInTheDocument();
    expect(quote).toMatchObject({
      pricedOn: '2026-11-23',
      totalPrice: 489.99,
      ccSurcharge: 3.5,
      dueDate: '2026-11-30',
      link: TEXAS_QUERY,
      choices: {
        report: 'Renovation Analysis (Renovation Analysis with After-Repair Value)',
        turnaround: 'Standard (3 to 5 business days)',
        inspection: 'Interior with Exterior',
        property: 'Single-family home in Texas 75201',
      },
    });
    expect(quote?.lines.map((l) => `${l.label} ${l.amount}`)).toEqual([
      'Report 419.99',
      'Inspection 70',
      'Turnaround 0',
      'Surcharge 0',
      'Conversion fee 0',
      'Gross living area (GLA) surcharge 0',
      'Licensing surcharge 0',
      'Flood charge 0',
    ]);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Quotes' }),
    );
    const list = await screen.findByRole('list', { name: 'Saved quotes' });
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      `Quote ${reference}`,
    );
    expect(card).toHaveTextContent('Priced on Mon, Nov 23, 2026$489.99Due Mon, Nov 30, 2026');
    expect(await within(card as HTMLElement).findByText('Same price today')).toBeInTheDocument();
    expect(card).toHaveTextContent('Priced again today: the same total.');

    // The wizard and the list share one cached price.
    expect(pricingCalls(log)).toHaveLength(1);
  });

  it('reopens a saved quote in the wizard, priced again with the same query', async () => {
    const today = {
      ...savedOnFriday('Q-SAME22', '2026-11-23T09:00:00.000Z', 489.99),
      pricedOn: '2026-11-23',
    };
    window.localStorage.setItem(DEMO_KEY, JSON.stringify([today]));
    const log = recordRequests();
    const { user, router } = await renderQuotes();
    const list = await screen.findByRole('list', { name: 'Saved quotes' });
    expect(await within(list).findByText('Same price today')).toBeInTheDocument();
    await user.click(within(list).getByRole('link', { name: 'Open quote Q-SAME22' }));
    expect(await findTotal()).toHaveTextContent('Total$489.99');
    expect(searchOf(router)).toEqual({
      report: 'reno-arv',
      tat: 'standard',
      inspection: 'interior-w-exterior',
      property: 'sfr',
      state: 'TX',
      zip: '75201',
      quote: 'Q-SAME22',
    });
    expect(priceSection()).toHaveTextContent(
      'Saved quote Q-SAME22Priced on Mon, Nov 23, 2026 at $489.99. Priced again today: the same total.',
    );
    // The list and the reopened quote share one cached price.
    expect(pricingCalls(log)).toHaveLength(1);
  });

  it('shows that re-pricing today gives a different total, and says so again when reopened', async () => {
    window.localStorage.setItem(
      DEMO_KEY,
      JSON.stringify([savedOnFriday('Q-7K3F2M', '2026-11-20T15:00:00.000Z')]),
    );
    const log = recordRequests();
    const { user } = await renderQuotes();
    const card = (await screen.findAllByRole('listitem')).find((li) => li.textContent?.includes('Q-7K3F2M'));
    expect(card).toBeDefined();
    expect(await within(card as HTMLElement).findByText('Price changed')).toBeInTheDocument();
    expect(card).toHaveTextContent('Priced again today: $489.99, $10.00 more.');
    expect(card).toHaveTextContent('Priced on Fri, Nov 20, 2026$479.99Due Fri, Nov 27, 2026');
    expect(card).toHaveTextContent(
      'PropertySingle-family home in Texas 75201ReportRenovation Analysis (Renovation Analysis with After-Repair Value)TurnaroundStandard (3 to 5 business days)InspectionInterior with Exterior',
    );

    await user.click(within(card as HTMLElement).getByRole('link', { name: 'Quote Q-7K3F2M' }));
    expect(await findTotal()).toHaveTextContent('Total$489.99');
    expect(priceSection()).toHaveTextContent(
      'Saved quote Q-7K3F2MPriced on Fri, Nov 20, 2026 at $479.99. Priced again today: $489.99, $10.00 more.',
    );
    // Today's price is not the saved one: it can be saved as a new quote.
    expect(within(priceSection()).getByRole('button', { name: 'Save quote' })).toBeInTheDocument();
    expect(pricingCalls(log)).toHaveLength(1);
  });
});

describe('the quotes list', () => {
  it('lists saved quotes newest first, and deletes one after asking', async () => {
    window.localStorage.setItem(
      DEMO_KEY,
      JSON.stringify([
        savedOnFriday('Q-AAAA22', '2026-11-20T15:00:00.000Z'),
        savedOnFriday('Q-CCCC44', '2026-11-22T09:00:00.000Z', 489.99),
        savedOnFriday('Q-BBBB33', '2026-11-21T12:00:00.000Z'),
      ]),
    );
    const { user } = await renderQuotes();
    const list = await screen.findByRole('list', { name: 'Saved quotes' });
    const headings = () =>
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
    expect(headings()).toEqual(['Quote Q-CCCC44', 'Quote Q-BBBB33', 'Quote Q-AAAA22']);

    await user.click(within(list).getByRole('button', { name: 'Delete quote Q-BBBB33' }));
    const question = within(list).getByRole('group', { name: 'Delete quote Q-BBBB33?' });
    expect(within(question).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(within(list).getByRole('button', { name: 'Delete quote Q-BBBB33' })).toHaveFocus();
    expect(headings()).toHaveLength(3);

    await user.click(within(list).getByRole('button', { name: 'Delete quote Q-BBBB33' }));
    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    expect(headings()).toEqual(['Quote Q-CCCC44', 'Quote Q-AAAA22']);
    expect(await within(toasts()).findByText('Quote Q-BBBB33 deleted.')).toBeInTheDocument();
    expect(stored().map((q) => q.reference)).toEqual(['Q-CCCC44', 'Q-AAAA22']);
    expect(screen.getByRole('heading', { level: 1, name: 'Quotes' })).toHaveFocus();
  });

  it('says when there is no saved quote, and leaves out damaged or tampered entries', async () => {
    window.localStorage.setItem(
      DEMO_KEY,
      JSON.stringify([
        { reference: 'Q-BROKEN', totalPrice: 'lots' },
        // A link that would lead anywhere but the wizard is not a quote the portal saved.
        { ...savedOnFriday('Q-EVIL22', '2026-11-21T12:00:00.000Z'), link: '//evil.example/pricing' },
      ]),
    );
    await renderQuotes();
    expect(await screen.findByText('No saved quotes yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Saved quotes' })).not.toBeInTheDocument();
  });

  it('keeps quotes per user: another user of this browser does not see them', async () => {
    const { user, unmount } = await renderPricing(FULL_QUOTE);
    await findTotal();
    await user.click(within(priceSection()).getByRole('button', { name: 'Save quote' }));
    const reference = stored()[0]?.reference ?? '';
    expect(reference).toMatch(REFERENCE);
    unmount();

    sessionStore.end('signed-out');
    await signIn('new.lender');
    const { unmount: unmountOther } = renderApp('/quotes');
    expect(await screen.findByText('No saved quotes yet')).toBeInTheDocument();
    unmountOther();
    expect(stored(`valuation-portal:quotes:cmp_FR3SHST:new.lender`)).toEqual([]);

    sessionStore.end('signed-out');
    await signIn();
    await renderQuotes();
    expect(await screen.findByRole('heading', { level: 2, name: `Quote ${reference}` })).toBeInTheDocument();
  });
});
