/** Quotes: save, list, reopen and re-price, delete, email, print; kept per user in this browser. */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SavedQuote } from '../../../src/features/pricing/saved-quotes';
import { sessionStore } from '../../../src/session/session-store';
import { KEYSTONE, renderApp, signIn } from '../../render';
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

configure({ asyncUtilTimeout: 5_000 });
setUpWizardTests();

const DEMO_KEY = `valuation-portal:quotes:${KEYSTONE}:demo.officer`;
const REFERENCE = /^Q-[A-HJKMNP-Z2-9]{4,}$/;
const toasts = () => screen.getByRole('status', { name: 'Notifications' });

/** A quote saved on Friday for the full quote's choices, when it cost $10 less. */
function savedOnFriday(reference: string, savedAt: string, totalPrice = 479.99): SavedQuote {
  return {
    reference,
    savedAt,
    pricedOn: '2026-11-20',
    link: '?report=reno-arv&tat=standard&inspection=interior-w-exterior&property=sfr&state=TX&zip=75201',
    request: {
      reportType: 'reno-arv',
      turnaround: 'standard',
      inspectionType: 'interior-w-exterior',
      residentialPropertyType: 'sfr',
      state: 'TX',
      postalCode: '75201',
    },
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

async function renderQuotes() {
  const result = renderApp('/quotes');
  await screen.findByRole('heading', { level: 1, name: 'Quotes' });
  return result;
}

function stored(key = DEMO_KEY): SavedQuote[] {
  return JSON.parse(window.localStorage.getItem(key) ?? '[]') as SavedQuote[];
}

describe('saving a quote', () => {
  it('saves the quote with a reference, lists it under Quotes, and reopens it at the same price', async () => {
    const log = recordRequests();
    const { user, router } = await renderPricing(FULL_QUOTE);
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
      link: '?report=reno-arv&tat=standard&inspection=interior-w-exterior&property=sfr&state=TX&zip=75201',
      choices: {
        report: 'Renovation Analysis (Renovation Analysis with After-Repair Value)',
        turnaround: 'Standard (3-5 biz days)',
        inspection: 'Interior with Exterior',
        property: 'Single-family home in Texas 75201',
      },
    });
    expect(quote?.lines.map((l) => `${l.label} ${l.amount}`)).toEqual([
      'Report 419.99',
      'Inspection 70',
      'Turnaround 0',
      'Location surcharge 0',
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

    await user.click(within(card as HTMLElement).getByRole('link', { name: `Open quote ${reference}` }));
    expect(await findTotal()).toHaveTextContent('Total$489.99');
    expect(searchOf(router).quote).toBe(reference);
    expect(priceSection()).toHaveTextContent(
      `Saved quote ${reference}Priced on Mon, Nov 23, 2026 at $489.99. Priced again today: the same total.`,
    );
    // The wizard, the list and the reopened quote share one cached price.
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
      'PropertySingle-family home in Texas 75201ReportRenovation Analysis (Renovation Analysis with After-Repair Value)TurnaroundStandard (3-5 biz days)InspectionInterior with Exterior',
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

  it('says when there is no saved quote, and leaves out a damaged entry', async () => {
    window.localStorage.setItem(DEMO_KEY, JSON.stringify([{ reference: 'Q-BROKEN', totalPrice: 'lots' }]));
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
    const other = renderApp('/quotes');
    expect(await screen.findByText('No saved quotes yet')).toBeInTheDocument();
    other.unmount();
    expect(stored(`valuation-portal:quotes:cmp_FR3SHST:new.lender`)).toEqual([]);

    sessionStore.end('signed-out');
    await signIn();
    await renderQuotes();
    expect(await screen.findByRole('heading', { level: 2, name: `Quote ${reference}` })).toBeInTheDocument();
  });
});

describe('email and print', () => {
  it('writes the whole quote into an email, and saves the quote it names', async () => {
    await renderPricing(
      '/pricing?report=prop-value&tat=rush&inspection=interior-w-exterior&property=triplex&state=CA&zip=94103',
    );
    expect(await findTotal()).toHaveTextContent('Total$594.99');
    const email = within(priceSection()).getByRole('link', { name: 'Email quote' });
    const href = new URL(email.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    const subject = href.searchParams.get('subject') ?? '';
    const reference = /^Quote (Q-[A-Z0-9]+):/.exec(subject)?.[1] ?? '';
    expect(reference).toMatch(REFERENCE);
    expect(subject).toBe(
      `Quote ${reference}: Property Valuation (Desktop Property Valuation Report), $594.99`,
    );
    expect(href.searchParams.get('body')).toBe(
      [
        `Quote ${reference} from the Valuation Portal`,
        'Priced on Mon, Nov 23, 2026',
        '',
        'Property: Triplex (3 units) in California 94103',
        'Report: Property Valuation (Desktop Property Valuation Report)',
        'Turnaround: Rush (2-3 biz days)',
        'Inspection: Interior with Exterior',
        '',
        'Price breakdown:',
        '- Report: $349.99',
        '- Inspection: $120.00',
        '- Turnaround: $100.00',
        '- Location surcharge: $25.00',
        '- Conversion fee: $0.00',
        '- Gross living area (GLA) surcharge: $0.00',
        '- Licensing surcharge: $0.00',
        '- Flood charge: $0.00',
        'Total: $594.99',
        'Card surcharge: $3.50 if paid by card, not included in the total',
        'Due: Thu, Nov 26, 2026',
        '',
        `Open this quote: ${window.location.origin}/pricing?report=prop-value&tat=rush&inspection=interior-w-exterior&property=triplex&state=CA&zip=94103`,
      ].join('\r\n'),
    );
    expect(stored()).toEqual([]);

    // jsdom cannot follow a mailto: link: keep the browser where it is, let the portal react.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(email);
    expect(stored().map((q) => q.reference)).toEqual([reference]);
    expect(await within(toasts()).findByText(`Quote ${reference} saved.`)).toBeInTheDocument();
  });

  it('prints a quote sheet with the reference, and saves the quote first', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderPricing(FULL_QUOTE);
    await findTotal();
    await user.click(within(priceSection()).getByRole('button', { name: 'Print quote' }));
    expect(print).toHaveBeenCalledTimes(1);
    const reference = stored()[0]?.reference ?? '';
    expect(reference).toMatch(REFERENCE);
    const sheet = screen.getByRole('article', { name: `Quote ${reference}` });
    expect(sheet).toHaveTextContent(
      `Valuation PortalPrice quoteQuote ${reference}Priced onMon, Nov 23, 2026PropertySingle-family home in Texas 75201ReportRenovation Analysis (Renovation Analysis with After-Repair Value)TurnaroundStandard (3-5 biz days)InspectionInterior with ExteriorDueMon, Nov 30, 2026`,
    );
    expect(
      within(within(sheet).getByRole('table', { name: 'Price breakdown' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ItemAmount',
      'ReportRenovation Analysis with After-Repair Value.$419.99',
      'InspectionInterior with Exterior of the property.$70.00',
      'Total$489.99',
    ]);
    expect(sheet).toHaveTextContent(
      'Paying by card adds a card surcharge of $3.50, not included in the total.',
    );
    expect(within(sheet).queryByRole('button')).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => expect(within(toasts()).getByText(`Quote ${reference} saved.`)).toBeInTheDocument());
  });
});
