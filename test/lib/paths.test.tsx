/** The typed route registry: every link and every router pattern comes from it. */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/router';
import { ABSENT_TOKEN, HOME, paths, readOrderResultParams } from '../../src/lib/paths';

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
    expect(routePatterns(routes)).toEqual([
      paths.login.pattern,
      paths.pricing.pattern,
      paths.quotes.pattern,
      paths.inspections.pattern,
      paths.company.pattern,
      paths.paymentMethods.pattern,
      paths.loanOfficers.pattern,
      paths.orders.pattern,
      paths.orderResult.pattern,
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

  it('encodes the tokens of an order result', () => {
    expect(paths.orderResult('int_8F3K2M', 'ord_5T7R1Q')).toBe('/orders/int_8F3K2M/ord_5T7R1Q');
    expect(paths.orderResult('int/1?x#y', 'ord 2%')).toBe('/orders/int%2F1%3Fx%23y/ord%202%25');
    expect(paths.orderResult(' int_1 ', 'ord_2')).toBe('/orders/int_1/ord_2');
  });

  it('writes an absent token as a hyphen and reads it back as absent', () => {
    expect(ABSENT_TOKEN).toBe('-');
    expect(paths.orderResult('int_1', null)).toBe('/orders/int_1/-');
    expect(paths.orderResult(undefined, 'ord_2')).toBe('/orders/-/ord_2');
    expect(paths.orderResult('', '  ')).toBe('/orders/-/-');

    expect(readOrderResultParams({})).toEqual({ intakeToken: null, orderToken: null });
  });

  it.each([
    ['int_1', 'ord_2'],
    ['int_1', null],
    [null, 'ord/2 x?y#z%'],
  ] as const)('round-trips %j and %j through the router', (intakeToken, orderToken) => {
    function Tokens() {
      return <output>{JSON.stringify(readOrderResultParams(useParams()))}</output>;
    }
    const router = createMemoryRouter([{ path: paths.orderResult.pattern, element: <Tokens /> }], {
      initialEntries: [paths.orderResult(intakeToken, orderToken)],
    });
    render(<RouterProvider router={router} />);
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ intakeToken, orderToken });
  });
});
