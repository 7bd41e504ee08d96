/** Email and print: the whole quote in a mailto: body, the printed sheet; both save the quote first. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REFERENCE, stored, toasts } from './quote-helpers';
import { findTotal, FULL_QUOTE, priceSection, renderPricing, setUpWizardTests } from './wizard-helpers';

setUpWizardTests();

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
        'Prepared by Dana Whitfield (dana.whitfield@keystonelending.example)',
        'Priced on Mon, Nov 23, 2026; prices can change',
        '',
        'Property: Triplex (3 units) in California 94103',
        'Report: Property Valuation (Desktop Property Valuation Report)',
        'Turnaround: Rush (2 to 3 business days)',
        'Inspection: Interior with Exterior',
        '',
        'Price breakdown:',
        '- Report: $349.99',
        '- Inspection: $120.00',
        '- Turnaround: $100.00',
        '- Surcharge: $25.00',
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
      `Valuation PortalPrice quoteQuote ${reference}Prepared byDana Whitfield (dana.whitfield@keystonelending.example)Priced onMon, Nov 23, 2026; prices can changePropertySingle-family home in Texas 75201ReportRenovation Analysis (Renovation Analysis with After-Repair Value)TurnaroundStandard (3 to 5 business days)InspectionInterior with ExteriorDueMon, Nov 30, 2026`,
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
