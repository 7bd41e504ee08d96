/** The typed route registry: every link and every router pattern comes from it. */
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, createPath, RouterProvider, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../src/app/router';
import { OrderPathRedirect } from '../../src/features/orders/lookup/order-path-redirect';
import { ABSENT_TOKEN, HOME, paths, readOrderResultParams, readOrderResultSearch } from '../../src/lib/paths';

/** Every `path` of the route tree. */
function routePatterns(list: readonly { path?: string; children?: unknown }[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...(Array.isArray(route.children) ? routePatterns(route.children as typeof list) : []),
  ]);
}

describe('paths', () => {
  it('names every page of the portal', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.pricing()).toBe('/pricing');
    expect(paths.inspections()).toBe('/inspections');
    expect(paths.orders()).toBe('/orders');
    expect(paths.company()).toBe('/company');
    expect(paths.paymentMethods()).toBe('/payment-methods');
    expect(paths.loanOfficers()).toBe('/loan-officers');
    expect(HOME).toBe('/pricing');
  });

  it('is where the router takes its patterns from', () => {
    expect(routePatterns(createRoutes(new QueryClient()))).toEqual([
      paths.login.pattern,
      paths.pricing.pattern,
      paths.pricingBatch.pattern,
      paths.quotes.pattern,
      paths.inspections.pattern,
      paths.company.pattern,
      paths.paymentMethods.pattern,
      paths.loanOfficers.pattern,
      paths.orders.pattern,
      paths.orderResult.pattern,
      paths.orderCompare.pattern,
      paths.orderPortfolio.pattern,
      paths.orderResultByPath.pattern,
      '*',
    ]);
  });

  it('adds query parameters, leaving out empty ones, encoded', () => {
    expect(paths.pricing({ report: 'reno-arv', tat: 'standard' })).toBe(
      '/pricing?report=reno-arv&tat=standard',
    );
    expect(paths.pricing({ report: 'prop-value', tat: '', state: null, zip: undefined })).toBe(
      '/pricing?report=prop-value',
    );
    expect(paths.pricing({})).toBe('/pricing');
    expect(paths.pricing(new URLSearchParams('state=TX&zip=75201'))).toBe('/pricing?state=TX&zip=75201');
    expect(paths.inspections({ sort: '-price' })).toBe('/inspections?sort=-price');
    expect(paths.pricing({ zip: 'a b&c=d' })).toBe('/pricing?zip=a+b%26c%3Dd');
  });

  it('puts the tokens of an order result in the query string, trimmed and encoded', () => {
    expect(paths.orderResult.pattern).toBe('/orders/result');
    expect(paths.orderResult('int_8F3K2M', 'ord_5T7R1Q')).toBe(
      '/orders/result?intake=int_8F3K2M&order=ord_5T7R1Q',
    );
    expect(paths.orderResult('int/1?x#y', 'ord 2%')).toBe(
      '/orders/result?intake=int%2F1%3Fx%23y&order=ord+2%25',
    );
    expect(paths.orderResult(' int_1 ', 'ord_2')).toBe('/orders/result?intake=int_1&order=ord_2');
    expect(paths.orderResult('a%2Fb&c=d', null)).toBe('/orders/result?intake=a%252Fb%26c%3Dd');
  });

  it('leaves an absent token out of the query string', () => {
    expect(paths.orderResult('int_1', null)).toBe('/orders/result?intake=int_1');
    expect(paths.orderResult(undefined, 'ord_2')).toBe('/orders/result?order=ord_2');
    expect(paths.orderResult('', '  ')).toBe('/orders/result');

    expect(readOrderResultSearch(new URLSearchParams())).toEqual({ intakeToken: null, orderToken: null });
    expect(readOrderResultSearch(new URLSearchParams('intake=%20&order=+ord_2+'))).toEqual({
      intakeToken: null,
      orderToken: 'ord_2',
    });
  });

  it('keeps the older path form: each token encoded, an absent one a hyphen, read back as absent', () => {
    expect(paths.orderResultByPath('int_8F3K2M', 'ord_5T7R1Q')).toBe('/orders/int_8F3K2M/ord_5T7R1Q');
    expect(paths.orderResultByPath('int/1?x#y', 'ord 2%')).toBe('/orders/int%2F1%3Fx%23y/ord%202%25');
    expect(paths.orderResultByPath(' int_1 ', 'ord_2')).toBe('/orders/int_1/ord_2');
    expect(ABSENT_TOKEN).toBe('-');
    expect(paths.orderResultByPath('int_1', null)).toBe('/orders/int_1/-');
    expect(paths.orderResultByPath(undefined, 'ord_2')).toBe('/orders/-/ord_2');
    expect(paths.orderResultByPath('', '  ')).toBe('/orders/-/-');

    expect(readOrderResultParams({})).toEqual({ intakeToken: null, orderToken: null });
    expect(readOrderResultParams({ intakeToken: '-', orderToken: 'ord_2' })).toEqual({
      intakeToken: null,
      orderToken: 'ord_2',
    });
  });

  const TOKENS = [
    ['int_1', 'ord_2'],
    ['int_1', null],
    [null, 'ord/2 x?y#z%'],
    ['a%2Fb%25c', ' +&=é%2 '],
  ] as const;

  it.each(TOKENS)('round-trips %j and %j through the router', (intakeToken, orderToken) => {
    function Tokens() {
      const [search] = useSearchParams();
      return <output>{JSON.stringify(readOrderResultSearch(search))}</output>;
    }
    const router = createMemoryRouter([{ path: paths.orderResult.pattern, element: <Tokens /> }], {
      initialEntries: [paths.orderResult(intakeToken, orderToken)],
    });
    render(<RouterProvider router={router} />);
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      intakeToken: intakeToken?.trim() || null,
      orderToken: orderToken?.trim() || null,
    });
  });

  it.each(TOKENS)('redirects an older link of %j and %j to the query form', (intakeToken, orderToken) => {
    function Where() {
      return <output>{createPath(useLocation())}</output>;
    }
    const router = createMemoryRouter(
      [
        { path: paths.orderResult.pattern, element: <Where /> },
        { path: paths.orderResultByPath.pattern, element: <OrderPathRedirect /> },
      ],
      { initialEntries: [paths.orderResultByPath(intakeToken, orderToken)] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status')).toHaveTextContent(paths.orderResult(intakeToken, orderToken), {
      normalizeWhitespace: false,
    });
  });

  it('sends an older link with neither token to the orders page', () => {
    const router = createMemoryRouter(
      [
        { path: paths.orders.pattern, element: <output>orders</output> },
        { path: paths.orderResultByPath.pattern, element: <OrderPathRedirect /> },
      ],
      { initialEntries: [paths.orderResultByPath(null, null)] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^orders$/);
    expect(router.state.location.pathname).toBe('/orders');
  });
});
