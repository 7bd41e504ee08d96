/**
 * Retries: reads retry transient failures on their own (a timed-out read at most once: two slow
 * attempts are already a long wait); writes never do; the user can always try again by hand.
 */
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/api/config';
import { ApiError } from '../../src/api/errors';
import { apiRoutePatterns } from '../../src/api/paths';
import { createQueryClient, shouldRetryRead } from '../../src/queries/query-client';
import { typedCompany } from '../fixtures/company';
import { server } from '../mock-service';
import { renderApp, signIn } from '../render';

describe('retries', () => {
  it('reads retry transient failures with backoff; writes never retry on their own', async () => {
    await signIn();
    let reads = 0;
    let writes = 0;
    server.use(
      http.get(apiRoutePatterns.loanOfficers, () => {
        reads += 1;
        return HttpResponse.error();
      }),
      http.put(apiRoutePatterns.updateCompany, () => {
        writes += 1;
        return HttpResponse.error();
      }),
    );
    const { user, router } = renderApp('/loan-officers', { queryClient: createQueryClient({ retry: true }) });
    expect(
      await screen.findByText(
        'The service could not be reached. Check your connection and try again.',
        {},
        { timeout: 8_000 },
      ),
    ).toBeInTheDocument();
    expect(reads).toBe(3);

    await router.navigate('/company');
    // After a navigation the shell moves focus to the new page's heading, a frame later: a user types
    // after that, and so does this test (typed before it, the first keys went to the heading).
    const heading = await screen.findByRole('heading', { level: 1, name: 'Company details' });
    await waitFor(() => expect(heading).toHaveFocus());
    for (const [label, value] of typedCompany()) await user.type(screen.getByLabelText(label), value);
    await user.selectOptions(screen.getByLabelText('State'), 'OH');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The service could not be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(writes).toBe(1);
    // The failed save keeps every typed value.
    for (const [label, value] of typedCompany()) expect(screen.getByLabelText(label)).toHaveValue(value);
  });
});

describe('a timed-out read', () => {
  const failure = (kind: ApiError['kind']) => new ApiError({ kind, message: kind });

  it('is retried at most once; other transient failures twice; refusals never', () => {
    expect([0, 1].map((count) => shouldRetryRead(count, failure('timeout')))).toEqual([true, false]);
    expect([0, 1, 2].map((count) => shouldRetryRead(count, failure('network')))).toEqual([true, true, false]);
    expect([0, 1, 2].map((count) => shouldRetryRead(count, failure('server')))).toEqual([true, true, false]);
    for (const kind of ['refused', 'unauthorized', 'not-found', 'malformed'] as const) {
      expect(shouldRetryRead(0, failure(kind))).toBe(false);
    }
  });

  it('is sent twice in all, then the page says it took too long and offers to try again', async () => {
    await signIn();
    configureApi({ timeoutMs: 60 });
    let calls = 0;
    server.use(
      http.get(apiRoutePatterns.loanOfficers, async () => {
        calls += 1;
        await delay(2_000);
        return HttpResponse.json({
          success: true,
          message: 'late',
          data: { loan_officers: [] },
          meta: {},
          errors: [],
        });
      }),
    );
    const { user, queryClient } = renderApp('/loan-officers', {
      queryClient: createQueryClient({ retry: true }),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert).toHaveTextContent('The service took too long to answer. Please try again.');
    expect(calls).toBe(2);

    // "Try again" is one more attempt by hand, retried at most once again.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(1));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 8_000 });
    expect(calls).toBe(4);
    // The query settles before React renders its state: wait for the page, as a user would.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service took too long to answer. Please try again.',
    );
  });
});
