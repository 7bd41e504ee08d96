import { screen, waitFor, within } from '@testing-library/react';
import { createPath } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOrderLink } from '../../../../src/features/orders/lookup/order-link';
import { paths } from '../../../../src/lib/paths';
import { server } from '../../../mock-service';
import { renderApp, signIn } from '../../../render';

beforeAll(async () => {
  await import('../../../../src/features/orders/result/order-result-page');
}, 30_000);

const NOT_FOUND_WORDS =
  "The intake token you provided, is either invalid OR you don't have access of the order associated with it!";
/** The portal's words for it (src/api/service-messages.ts); the service's stay under "Technical details". */
const NOT_FOUND_PLAIN =
  'Check the intake token and the order token: copy them again from the order email. If they are right, the order belongs to another company; ask the person who placed it.';

/** The query of every retrieve-response request, as the service received it. */
let lookups: Record<string, string>[] = [];
const recordLookup = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/order/retrieve-response')) {
    lookups.push(Object.fromEntries(url.searchParams));
  }
};
beforeEach(() => {
  lookups = [];
  server.events.on('request:start', recordLookup);
});
afterEach(() => {
  server.events.removeListener('request:start', recordLookup);
});

async function openOrdersPage() {
  await signIn();
  const view = renderApp('/orders');
  await screen.findByRole('heading', { level: 1, name: 'Orders' });
  return view;
}

describe('/orders: lookup by one token or both', () => {
  it('opens an order by its order token alone', async () => {
    const { user, router } = await openOrdersPage();
    await user.type(screen.getByRole('textbox', { name: 'Order token' }), ' ord_5T7R1Q ');
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '4817 Larkspur Lane, Columbus, OH 43214' }),
    ).toBeInTheDocument();
    expect(createPath(router.state.location)).toBe('/orders/result?order=ord_5T7R1Q');
    // Only the token given is sent: no empty intake_token.
    expect(lookups).toEqual([{ order_token: 'ord_5T7R1Q' }]);
    // The tokens line comes just before the heading and has no role of its own.
    // eslint-disable-next-line testing-library/no-node-access
    expect(screen.getByRole('heading', { level: 1 }).previousElementSibling).toHaveTextContent(
      /^Order token ord_5T7R1Q$/,
    );
  });

  it('opens an order by its intake token alone', async () => {
    const { user, router } = await openOrdersPage();
    await user.type(screen.getByRole('textbox', { name: 'Intake token' }), 'int_6W2D9R');
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    expect(await screen.findByRole('tablist', { name: 'Results of this order' })).toBeInTheDocument();
    expect(createPath(router.state.location)).toBe('/orders/result?intake=int_6W2D9R');
    expect(lookups).toEqual([{ intake_token: 'int_6W2D9R' }]);
  });

  it('encodes any printable token in the address and sends it exactly; the refusal in full', async () => {
    const token = 'a/b%2F c&d=e+f?#é';
    const { user, router } = await openOrdersPage();
    await user.click(screen.getByRole('textbox', { name: 'Order token' }));
    await user.paste(`  ${token}  `);
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    const alert = await screen.findByRole('alert');
    expect(createPath(router.state.location)).toBe(
      '/orders/result?order=a%2Fb%252F+c%26d%3De%2Bf%3F%23%C3%A9',
    );
    expect(lookups).toEqual([{ order_token: token }]);
    expect(alert).toHaveTextContent(`We couldn’t open that order${NOT_FOUND_PLAIN}Technical details`);
    expect(alert).toHaveTextContent(`Service message“${NOT_FOUND_WORDS}”`);
    expect(screen.getByText(`${token}`, { selector: 'bdi' })).toBeInTheDocument();
  });

  it('refuses a token over 200 characters with a clear message, and accepts 200', async () => {
    const { user, router } = await openOrdersPage();
    const order = screen.getByRole('textbox', { name: 'Order token' });
    await user.click(order);
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    expect(order).toHaveAccessibleDescription(
      'An order token has at most 200 characters; this one has 201. Check that only the token was pasted.',
    );
    expect(order).toHaveValue('x'.repeat(201));
    expect(router.state.location.pathname).toBe('/orders');

    await user.type(order, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    await screen.findByRole('alert');
    expect(lookups).toEqual([{ order_token: 'x'.repeat(200) }]);
  });

  it('lists the demo orders in demo mode, to open in one click', async () => {
    const { user, router } = await openOrdersPage();
    const demo = screen.getByRole('list', { name: 'Demo orders' });
    expect(
      within(demo)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['4817 Larkspur Lane, Columbus', '/orders/result?intake=int_8F3K2M&order=ord_5T7R1Q'],
      ['2210 Cedar Street, Indianapolis', '/orders/result?intake=int_6W2D9R&order=ord_7J3L5X'],
      ['350 Riverside Drive, Cincinnati', '/orders/result?intake=int_8F3K2M&order=ord_4M8Q2Z'],
      ['An order still being prepared', '/orders/result?intake=int_8F3K2M&order=ord_9N4W6P'],
      ['A budget of 1,000 line items', '/orders/result?intake=int_BENCH1K&order=ord_BENCH1K'],
    ]);
    await user.click(within(demo).getByRole('link', { name: '2210 Cedar Street, Indianapolis' }));
    expect(await screen.findByRole('tablist', { name: 'Results of this order' })).toBeInTheDocument();
    expect(createPath(router.state.location)).toBe('/orders/result?intake=int_6W2D9R&order=ord_7J3L5X');
  });

  it('opens an older link with both tokens in the path, replaced by the query form', async () => {
    await signIn();
    const { router } = renderApp('/orders/int_8F3K2M/ord_5T7R1Q');
    expect(
      await screen.findByRole('heading', { level: 1, name: '4817 Larkspur Lane, Columbus, OH 43214' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(lookups).toEqual([{ intake_token: 'int_8F3K2M', order_token: 'ord_5T7R1Q' }]));
    expect(createPath(router.state.location)).toBe('/orders/result?intake=int_8F3K2M&order=ord_5T7R1Q');
  });

  it('opens an older link with a literal %2F in a token and sends the token exactly', async () => {
    await signIn();
    const { router } = renderApp(paths.orderResultByPath(null, 'a%2Fb'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `We couldn’t open that order${NOT_FOUND_PLAIN}`,
    );
    expect(lookups).toEqual([{ order_token: 'a%2Fb' }]);
    expect(createPath(router.state.location)).toBe('/orders/result?order=a%252Fb');
  });
});

describe('order links', () => {
  it('reads back the tokens of both kinds of link, pasted with or without the host', () => {
    const token = 'a/b%2F c&d=e+f?#é';
    expect(readOrderLink(`https://portal.example.com${paths.orderResult('', token)}`)).toEqual({
      intakeToken: '',
      orderToken: token,
    });
    expect(readOrderLink(paths.orderResult('int_1', 'ord_2'))).toEqual({
      intakeToken: 'int_1',
      orderToken: 'ord_2',
    });
    expect(readOrderLink('https://portal.example.com/orders/int_6W2D9R/ord_7J3L5X?tab=budget')).toEqual({
      intakeToken: 'int_6W2D9R',
      orderToken: 'ord_7J3L5X',
    });
    expect(readOrderLink('/orders/int_1/-')).toEqual({ intakeToken: 'int_1', orderToken: '' });
    expect(readOrderLink('https://portal.example.com/orders/result?intake=int_1&order=a%2Fb')).toEqual({
      intakeToken: 'int_1',
      orderToken: 'a/b',
    });
    expect(readOrderLink('/orders/-/-')).toBeNull();
    expect(readOrderLink('/orders/result?tab=budget')).toBeNull();
    expect(readOrderLink('int_8F3K2M')).toBeNull();
  });
});
