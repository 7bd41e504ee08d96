/**
 * The one component that decides what a read shows: loading, a transient failure with "Try again", a
 * refusal in the service's words with nothing to retry, "not allowed" in place, nothing, or the data.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError, fallbackMessage } from '../../src/api/errors';
import { QueryState } from '../../src/components/ui/query-state';

function Officers({ read }: { read: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['officers'], queryFn: read });
  return (
    <QueryState
      query={query}
      loadingLabel="Loading loan officers…"
      errorTitle="Loan officers could not be loaded"
      isEmpty={(names) => names.length === 0}
      empty={<p>No loan officers yet</p>}
    >
      {(names) => <p>{names.join(', ')}</p>}
    </QueryState>
  );
}

function mountOfficers(read: () => Promise<string[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Officers read={read} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const endpoint = 'GET /api/v1/loan_officers';

describe('QueryState', () => {
  it('shows the loading state, then the data', async () => {
    let answer: (names: string[]) => void = () => undefined;
    mountOfficers(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status', { name: 'Loading loan officers…' })).toBeInTheDocument();
    answer(['Dana Whitfield', 'Marcus Bell']);
    expect(await screen.findByText('Dana Whitfield, Marcus Bell')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the empty state when the data holds nothing', async () => {
    mountOfficers(() => Promise.resolve([]));
    expect(await screen.findByText('No loan officers yet')).toBeInTheDocument();
  });

  it.each([
    ['no reply', new ApiError({ kind: 'network', message: fallbackMessage('network'), endpoint })],
    ['a 503', new ApiError({ kind: 'server', status: 503, message: 'Service Unavailable', endpoint })],
    ['a 429', new ApiError({ kind: 'server', status: 429, message: 'Too many requests', endpoint })],
    ['a timeout', new ApiError({ kind: 'timeout', message: fallbackMessage('timeout'), endpoint })],
  ])('offers "Try again" after %s, and it reads again', async (_, error) => {
    let calls = 0;
    const user = mountOfficers(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(error) : Promise.resolve(['Dana Whitfield']);
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Loan officers could not be loaded')).toBeInTheDocument();
    expect(alert).toHaveTextContent(error.message);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows a refusal in the service’s own words, with nothing to retry', async () => {
    const refusal = new ApiError({
      kind: 'refused',
      status: 400,
      message: 'Loan officer listing is disabled for this company.',
      serviceMessage: 'Loan officer listing is disabled for this company.',
      endpoint,
    });
    mountOfficers(() => Promise.reject(refusal));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Loan officers could not be loaded')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Loan officer listing is disabled for this company.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says in place that the account is not allowed to see this, with nothing to retry', async () => {
    const notAllowed = new ApiError({
      kind: 'unauthorized',
      status: 401,
      message: fallbackMessage('unauthorized'),
      sessionWorks: true,
      endpoint,
    });
    mountOfficers(() => Promise.reject(notAllowed));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your account is not allowed to see this')).toBeInTheDocument();
    expect(alert).toHaveTextContent('The service did not allow this call for your account.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
