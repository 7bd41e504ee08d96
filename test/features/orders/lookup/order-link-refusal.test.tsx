/**
 * An order link that cannot name an order (no token, a token over 200 characters, a control character)
 * is refused by the page in the product's words, without a request to the service.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../../src/lib/paths';
import { server } from '../../../mock-service';
import { renderApp, signIn } from '../../../render';

beforeAll(async () => {
  await import('../../../../src/features/orders/result/order-result-page');
}, 30_000);

let lookups = 0;
const count = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.endsWith('/order/retrieve-response')) lookups += 1;
};
beforeEach(async () => {
  lookups = 0;
  server.events.on('request:start', count);
  await signIn();
});
afterEach(() => {
  server.events.removeListener('request:start', count);
});

async function refusal(path: string) {
  renderApp(path);
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('We couldn’t open that order')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', paths.orders());
  expect(lookups).toBe(0);
  return alert;
}

describe('an order link that cannot name an order', () => {
  it('refuses an order token over 200 characters, saying how long it is', async () => {
    const alert = await refusal(paths.orderResult('int_8F3K2M', 'x'.repeat(201)));
    expect(alert).toHaveTextContent(
      'An order token has at most 200 characters; this one has 201. Check that only the token was pasted.',
    );
  });

  it('refuses an intake token with a line break', async () => {
    const alert = await refusal(paths.orderResult('int_8F3K2M\nord', 'ord_5T7R1Q'));
    expect(alert).toHaveTextContent(
      'An intake token cannot contain tabs, line breaks or other control characters.',
    );
  });

  it('refuses a link with no token at all', async () => {
    const alert = await refusal('/orders/result?tab=budget');
    expect(alert).toHaveTextContent('The link names no intake token and no order token.');
  });

  it('opens a token of exactly 200 characters by asking the service', async () => {
    renderApp(paths.orderResult(null, 'y'.repeat(200)));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('has at most 200 characters');
    expect(lookups).toBe(1);
  });
});
