import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPath } from 'react-router';
import { paths } from '../../../../src/lib/paths';
import { focusedElement } from '../../../focus';
import { renderSignedIn } from '../../../render';
import { RECENT_ORDERS_KEY } from '../helpers';

// The result page and the orders page are lazy routes: load their modules once up front so that
// navigating to them in a test is not slowed by the first transform of the whole feature.
beforeAll(async () => {
  await import('../../../../src/features/orders/result/order-result-page');
  await import('../../../../src/features/orders/lookup/orders-page');
}, 30_000);

async function openOrdersPage() {
  const view = await renderSignedIn(paths.orders());
  await screen.findByRole('heading', { level: 1, name: 'Orders' });
  return view;
}

const text = (element: Element) => (element.textContent ?? '').replace(/\u202f/g, ' ');

describe('/orders: open an order', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for a token, refuses control characters and keeps what was typed', async () => {
    const { user, router } = await openOrdersPage();
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    const intake = screen.getByRole('textbox', { name: 'Intake token' });
    const order = screen.getByRole('textbox', { name: 'Order token' });
    expect(intake).toHaveAccessibleDescription(
      'Enter the intake token, the order token or both, or paste the order’s portal link.',
    );
    expect(intake).toHaveAttribute('aria-invalid', 'true');
    expect(order).not.toHaveAttribute('aria-invalid');

    await user.click(intake);
    await user.paste('int\t8F3K2M');
    await user.type(order, 'ord_5T7R1Q');
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    expect(intake).toHaveAccessibleDescription(
      'An intake token cannot contain tabs, line breaks or other control characters.',
    );
    expect(order).not.toHaveAttribute('aria-invalid');
    expect(intake).toHaveValue('int\t8F3K2M');
    expect(order).toHaveValue('ord_5T7R1Q');
    expect(router.state.location.pathname).toBe(paths.orders());
  });

  it('opens an order by its tokens (trimmed)', async () => {
    const { user, router } = await openOrdersPage();
    await user.type(screen.getByRole('textbox', { name: 'Intake token' }), '  int_8F3K2M ');
    await user.type(screen.getByRole('textbox', { name: 'Order token' }), ' ord_5T7R1Q');
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: '4817 Larkspur Lane, Columbus, OH 43214' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(createPath(router.state.location)).toBe(paths.orderResult('int_8F3K2M', 'ord_5T7R1Q'));
  });

  it('opens an order from a pasted portal link', async () => {
    const { user, router } = await openOrdersPage();
    await user.click(screen.getByRole('textbox', { name: 'Intake token' }));
    await user.paste('https://portal.example.com/orders/int_6W2D9R/ord_7J3L5X?tab=budget');
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    expect(await screen.findByRole('tablist', { name: 'Results of this order' })).toBeInTheDocument();
    expect(createPath(router.state.location)).toBe(paths.orderResult('int_6W2D9R', 'ord_7J3L5X'));
  });

  it('opens an order from a portal link pasted into the order token field', async () => {
    const { user, router } = await openOrdersPage();
    await user.click(screen.getByRole('textbox', { name: 'Order token' }));
    await user.paste('https://portal.example.com/orders/int_6W2D9R/ord_7J3L5X');
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    expect(await screen.findByRole('tablist', { name: 'Results of this order' })).toBeInTheDocument();
    expect(createPath(router.state.location)).toBe(paths.orderResult('int_6W2D9R', 'ord_7J3L5X'));
  });
});

describe('/orders: recently opened', () => {
  afterEach(() => vi.useRealTimers());

  it('starts empty', async () => {
    await openOrdersPage();
    const recent = screen.getByRole('region', { name: 'Recently opened' });
    expect(within(recent).getByText('No orders opened yet')).toBeInTheDocument();
    expect(within(recent).queryByRole('button', { name: 'Clear recent orders' })).not.toBeInTheDocument();
  });

  it('lists the orders opened in this browser, newest first, to reopen in one click', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 10, 0) });
    const { user, router } = await renderSignedIn(paths.orderResult('int_8F3K2M', 'ord_5T7R1Q'));
    await screen.findByRole('heading', { level: 2, name: 'Property' });
    vi.setSystemTime(new Date(2026, 10, 23, 10, 5));
    await router.navigate(paths.orderResult('int_6W2D9R', 'ord_7J3L5X'));
    await screen.findByRole('tablist', { name: 'Results of this order' });
    await user.click(screen.getAllByRole('link', { name: 'Open another order' })[0]!);
    // Polled, not observed: a query repeated on every change of the large result page still on screen
    // holds back, on a busy machine, the very render it waits for.
    await vi.waitFor(() => screen.getByText('Orders opened in this browser, newest first.'), {
      timeout: 20_000,
      interval: 200,
    });

    const list = screen.getByRole('list', { name: 'Recently opened orders' });
    // A multi-unit order lists one entry per unit, inside its own.
    const cedarUnit1 =
      '2210 Cedar Street, Unit 1, IndianapolisAs-is value $148,000 · After-repair value $196,000 · Renovation cost $31,200 · Gross return 9.38% · Annualized return 32.61%';
    const cedarUnit2 =
      '2210 Cedar Street, Unit 2, IndianapolisAs-is value $139,500 · After-repair value $188,000 · Renovation cost $27,650 · Gross return 12.47% · Annualized return 45.06%';
    expect(within(list).getAllByRole('listitem').map(text)).toEqual([
      '2210 Cedar Street, Unit 1, Indianapolis + 1 moreOpened Nov 23, 2026, 10:05 AM · int_6W2D9R / ord_7J3L5XRemove' +
        cedarUnit1 +
        cedarUnit2,
      cedarUnit1,
      cedarUnit2,
      '4817 Larkspur Lane, ColumbusAs-is value $212,000 · After-repair value $331,000 · Renovation cost $78,900 · Gross return 13.78% · Annualized return 40.89%Opened Nov 23, 2026, 10:00 AM · int_8F3K2M / ord_5T7R1QRemove',
    ]);

    await user.click(
      within(screen.getByRole('list', { name: 'Recently opened orders' })).getByRole('link', {
        name: '4817 Larkspur Lane, Columbus',
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Property' })).toBeInTheDocument();
    expect(createPath(router.state.location)).toBe(paths.orderResult('int_8F3K2M', 'ord_5T7R1Q'));
  }, 30_000);

  it('chooses 2 to 4 results to compare, one per unit of a multi-unit order', async () => {
    const figures = { arv: '', renovationCost: '', grossReturn: '', annualizedReturn: '' };
    window.localStorage.setItem(
      RECENT_ORDERS_KEY,
      JSON.stringify([
        {
          intakeToken: 'int_6W2D9R',
          orderToken: 'ord_7J3L5X',
          address: '2210 Cedar Street, Unit 1, Indianapolis + 1 more',
          asIsValue: '$148,000',
          openedAt: '2026-11-23T15:05:00.000Z',
          results: [
            { title: '2210 Cedar Street, Unit 1, Indianapolis', asIsValue: '$148,000', ...figures },
            { title: '2210 Cedar Street, Unit 2, Indianapolis', asIsValue: '$139,500', ...figures },
          ],
        },
        {
          intakeToken: 'int_8F3K2M',
          orderToken: 'ord_5T7R1Q',
          address: '4817 Larkspur Lane, Columbus',
          asIsValue: '$212,000',
          openedAt: '2026-11-23T15:00:00.000Z',
        },
      ]),
    );
    const { user, router } = await openOrdersPage();
    const list = screen.getByRole('list', { name: 'Recently opened orders' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual([
      'Compare 2210 Cedar Street, Unit 1, Indianapolis',
      'Compare 2210 Cedar Street, Unit 2, Indianapolis',
      'Compare 4817 Larkspur Lane, Columbus',
    ]);
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect(compare).toBeDisabled();
    await user.click(
      within(list).getByRole('checkbox', { name: 'Compare 2210 Cedar Street, Unit 2, Indianapolis' }),
    );
    expect(compare).toBeDisabled();
    expect(compare).toHaveAccessibleDescription(
      '1 chosen. Choose 2 to 4 results to compare them side by side.',
    );
    await user.click(within(list).getByRole('checkbox', { name: 'Compare 4817 Larkspur Lane, Columbus' }));
    expect(compare).toBeEnabled();
    await user.click(compare);
    // The comparison is a lazy route: the address changes once its module is in.
    await screen.findByRole('heading', { level: 1, name: 'Compare results' }, { timeout: 20_000 });
    expect(createPath(router.state.location)).toBe(
      '/orders/compare?o=int_6W2D9R:ord_7J3L5X:2&o=int_8F3K2M:ord_5T7R1Q',
    );
  }, 30_000);

  it('removes one order or clears them all', async () => {
    window.localStorage.setItem(
      RECENT_ORDERS_KEY,
      JSON.stringify([
        {
          intakeToken: 'int_8F3K2M',
          orderToken: 'ord_5T7R1Q',
          address: '4817 Larkspur Lane, Columbus',
          asIsValue: '$212,000',
          openedAt: '2026-11-23T15:00:00.000Z',
        },
        {
          intakeToken: 'int_8F3K2M',
          orderToken: 'ord_4M8Q2Z',
          address: '350 Riverside Drive, Unit 4B, Cincinnati',
          asIsValue: '$186,500',
          openedAt: '2026-11-22T15:00:00.000Z',
        },
        { broken: true },
      ]),
    );
    const { user } = await openOrdersPage();
    const recent = screen.getByRole('region', { name: 'Recently opened' });
    const list = within(recent).getByRole('list', { name: 'Recently opened orders' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['4817 Larkspur Lane, Columbus', '350 Riverside Drive, Unit 4B, Cincinnati']);

    await user.click(
      within(list).getByRole('button', { name: 'Remove 4817 Larkspur Lane, Columbus from recent orders' }),
    );
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['350 Riverside Drive, Unit 4B, Cincinnati']);

    // The focus moves to the next order rather than being lost with the removed button.
    expect(
      within(list).getByRole('link', { name: '350 Riverside Drive, Unit 4B, Cincinnati' }),
    ).toHaveFocus();

    await user.click(within(recent).getByRole('button', { name: 'Clear recent orders' }));
    expect(within(recent).getByText('No orders opened yet')).toBeInTheDocument();
    expect(within(recent).getByRole('status')).toHaveTextContent('Recent orders cleared.');
    // The focus lands on the confirmation rather than on the page's body.
    expect(document.body).not.toHaveFocus();
    expect(focusedElement()).toHaveTextContent('Recent orders cleared.');
    expect(window.localStorage.getItem(RECENT_ORDERS_KEY)).toBeNull();
  });
});
