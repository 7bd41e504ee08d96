import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LARKSPUR, MISSING_PARTS, TWO_UNITS, openOrder, readFacts, section } from '../helpers';

function keyFigures(container: HTMLElement = document.body) {
  return readFacts(within(container).getByRole('region', { name: 'Key figures' }));
}

describe('order result: the top of the page', () => {
  afterEach(() => vi.useRealTimers());

  it('is headed by the address, with the tokens on a small line above it and a breadcrumb to Orders', async () => {
    await openOrder(LARKSPUR);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^4817 Larkspur Lane, Columbus, OH 43214$/);
    // The tokens line comes just before the heading (whose arrival then moves nothing) and has no role.
    // eslint-disable-next-line testing-library/no-node-access
    expect(heading.previousElementSibling).toHaveTextContent(
      /^Intake token int_8F3K2M · Order token ord_5T7R1Q$/,
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(within(breadcrumb).getByRole('listitem', { current: 'page' })).toHaveTextContent(
      /^4817 Larkspur Lane$/,
    );
    await waitFor(() => expect(document.title).toBe('4817 Larkspur Lane, Columbus · Valuation Portal'));
  });

  it('heads the printed sheet with the portal name, the address and when it was printed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 22, 9, 30) });
    await openOrder(LARKSPUR);
    const printed = () => (screen.getByText(/^Printed /).textContent ?? '').replace(/\u202f/g, ' ');
    expect(printed()).toBe('Printed Nov 22, 2026, 9:30 AM');
    // The print band (no role) and what follows it.
    // eslint-disable-next-line testing-library/no-node-access
    const band = screen.getByText(/^Printed /).parentElement!;
    expect(band).toHaveTextContent(/^Valuation Portal/);
    // The print band (no role) and what follows it.
    // eslint-disable-next-line testing-library/no-node-access
    expect(band.nextElementSibling).toHaveAccessibleName('Breadcrumb');
    vi.setSystemTime(new Date(2026, 10, 22, 9, 45));
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(printed()).toBe('Printed Nov 22, 2026, 9:45 AM');
  });

  it('shows the key figures exactly, the Best strategy’s in plain words', async () => {
    await openOrder(LARKSPUR);
    expect(keyFigures()).toEqual({
      'As-is value': '$212,000',
      'After-repair value': '$331,000',
      'Renovation cost': '$78,900',
      'Gross return': '13.78%',
      'Annualized return': '40.89%',
      'Total time': '123 days',
    });
    expect(screen.getByRole('region', { name: 'Key figures' })).toHaveTextContent(
      'All but the as-is value are for the recommended renovation strategy.',
    );
    // Before any section: the first region of the page.
    expect(screen.getAllByRole('region')[0]).toHaveAccessibleName('Key figures');
  });

  it('leaves out the key figures a report lacks', async () => {
    await openOrder(MISSING_PARTS);
    expect(keyFigures()).toEqual({ 'As-is value': '$186,500' });
    expect(screen.getByRole('region', { name: 'Key figures' })).not.toHaveTextContent(/recommended/);
  });

  it('links to each section of the report, in the order of the page', async () => {
    const { user } = await openOrder(LARKSPUR);
    const nav = screen.getByRole('navigation', { name: 'Sections of this report' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Summary',
      'Property',
      'Market',
      'Strategies',
      'Budget',
      'Leverage',
      'Commentary',
    ]);
    // Each link leads to the section of its name, in page order.
    // A section link's target is found by its id, as the browser does.
    // eslint-disable-next-line testing-library/no-node-access
    const targets = links.map((link) => document.getElementById(link.getAttribute('href')!.slice(1))!);
    expect(
      targets.map((target) => within(target).getAllByRole('heading', { level: 2 })[0]!.textContent),
    ).toEqual([
      'Valuation summary',
      'Property',
      'Market information',
      'Renovation strategies',
      'Budget',
      'Leverage',
      'Commentary',
    ]);
    for (let i = 1; i < targets.length; i += 1) {
      expect(targets[i - 1]!.compareDocumentPosition(targets[i]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    expect(links[0]).toHaveAttribute('aria-current', 'location');

    await user.click(within(nav).getByRole('link', { name: 'Budget' }));
    expect(within(nav).getByRole('link', { name: 'Budget' })).toHaveAttribute('aria-current', 'location');
    expect(links[0]).not.toHaveAttribute('aria-current');
    // The reader continues from the chosen section.
    expect(targets[4]).toHaveFocus();
  });

  it('makes each of several results reachable as tabs', async () => {
    const { user } = await openOrder(TWO_UNITS);
    const tabs = screen.getByRole('tablist', { name: 'Results of this order' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Unit 1 Asset reference KLG-2026-0522-A', 'Unit 2 Asset reference KLG-2026-0522-B']);
    expect(
      screen.getByRole('heading', { level: 1, name: '2210 Cedar Street, Indianapolis, IN 46203' }),
    ).toBeInTheDocument();
    const first = screen.getByRole('tabpanel');
    expect(first).toHaveAccessibleName('Unit 1 Asset reference KLG-2026-0522-A');
    expect(readFacts(section('Valuation summary', first))).toEqual({
      'Estimated as-is value': '$148,000',
      'Current condition': 'Fair',
    });

    expect(keyFigures(first)['As-is value']).toBe('$148,000');

    await user.click(within(tabs).getByRole('tab', { name: /Unit 2/ }));
    const second = screen.getByRole('tabpanel');
    expect(second).toHaveAccessibleName('Unit 2 Asset reference KLG-2026-0522-B');
    expect(readFacts(section('Valuation summary', second))).toEqual({
      'Estimated as-is value': '$139,500',
      'Current condition': 'Average',
    });
    expect(keyFigures(second)['As-is value']).toBe('$139,500');
    // A result's later sections arrive in steps after its summary, the budget's lines a few a step.
    const budget = await within(second).findByRole('table', { name: 'Budget line items' });
    await waitFor(() => expect(budget).toHaveTextContent('Rear stairs'));
    const total = within(within(second).getByRole('table', { name: 'Budget line items' })).getByRole('row', {
      name: /^Grand total/,
    });
    expect(total).toHaveTextContent('Grand total$3,200.00$4,950.00$16,150.00$0.00$3,350.00$27,650.00');

    // Arrow keys move between tabs.
    await user.keyboard('{ArrowLeft}');
    expect(within(tabs).getByRole('tab', { name: /Unit 1/ })).toHaveFocus();
    expect(within(tabs).getByRole('tab', { name: /Unit 1/ })).toHaveAttribute('aria-selected', 'true');
  });
});
