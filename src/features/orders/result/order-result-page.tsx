/**
 * /orders/result?intake=…&order=… (either token or both; older /orders/:intake/:order links redirect here): the
 * result of an order, designed for reading and printing.
 * States: loading skeleton; "not completed yet" as a normal state with a way to check again; any other
 * refusal in the service's own words; an order with several results as tabs (all printed).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ErrorState, EmptyState } from '../../../components/ui/states';
import { usePageTitle } from '../../../components/page-title';
import { orderLinkProblem } from '../../../lib/order-token';
import { paths, readOrderResultSearch } from '../../../lib/paths';
import { isNotReady, useOrderResponse } from '../../../queries/orders';
import { recentResults } from '../compare/recent-results';
import { NotReadyState } from './not-ready-state';
import { notifyReady, useNotifyPreference } from './ready-notice';
import { rememberOrder } from '../lookup/recent-orders';
import { useRequiredSession } from '../../../session/use-session';
import { resultStreet } from './report-sections';
import { isUnreadable } from '../../../api/schemas/order-response';
import { skippedResultsText } from './unreadable-note';
import { ResponseView } from './response-view';
import { ResultSkeleton } from './result-skeleton';
import { ResultHeader, resultHeading, resultShortName } from './result-header';
import { ResultTabs } from './result-tabs';

const backToOrders = (
  <Link to={paths.orders()} className={buttonClasses('secondary')}>
    Back to orders
  </Link>
);

export function OrderResultPage() {
  const [search] = useSearchParams();
  const tokens = readOrderResultSearch(search);
  const intakeToken = tokens.intakeToken ?? '';
  const orderToken = tokens.orderToken ?? '';
  const linkProblem = orderLinkProblem(tokens);
  const query = useOrderResponse(intakeToken, orderToken, { enabled: linkProblem === null });
  // The list of recent orders is written, not shown, here: no subscription to it, which would render
  // the whole result again (synchronously, as an external store's change) when the effect below writes.
  const { user } = useRequiredSession();
  const responses = query.data?.items;
  const skipped = query.data?.skipped ?? 0;
  const first = responses?.[0];

  useEffect(() => {
    // Remember successfully opened orders for the /orders page (an external store: localStorage).
    const first = responses?.[0];
    if (!first) return;
    const more = responses.length > 1 ? ` + ${responses.length - 1} more` : '';
    const valuation = first.valuation;
    rememberOrder(user.username, {
      intakeToken,
      orderToken,
      address: `${resultShortName(first)}${more}`,
      asIsValue:
        valuation && !isUnreadable(valuation) && !isUnreadable(valuation.estimatedAsIsValue)
          ? valuation.estimatedAsIsValue.text
          : '',
      results: recentResults(responses),
      openedAt: new Date().toISOString(),
    });
  }, [responses, intakeToken, orderToken, user.username]);

  // A report that was not ready when the page opened and arrives while it is open: said in the tab
  // title, to screen readers, and (if the user asked) in a desktop notification.
  // While a check runs, React Query puts a query without data back to pending (its error cleared): the
  // not-ready state stays on screen meanwhile, with the service's last words, instead of a skeleton.
  const notReadyError = query.isError && isNotReady(query.error) ? query.error : null;
  const [lastNotReady, setLastNotReady] = useState<typeof notReadyError>(null);
  if (notReadyError && notReadyError !== lastNotReady) setLastNotReady(notReadyError);
  const waited = lastNotReady !== null;
  const showNotReady = notReadyError !== null || (waited && query.isPending);
  const arrived = waited && first !== undefined;
  const notify = useNotifyPreference();
  const notified = useRef(false);
  useEffect(() => {
    if (!arrived || !first || notified.current) return;
    notified.current = true;
    if (notify.wanted) {
      notifyReady('Your report is ready', resultShortName(first), `order:${intakeToken}/${orderToken}`);
    }
  }, [arrived, first, notify.wanted, intakeToken, orderToken]);

  const token = orderToken || intakeToken;
  usePageTitle(
    first
      ? `${arrived ? 'Ready: ' : ''}${resultShortName(first)}`
      : showNotReady
        ? `Being prepared: order ${token}`
        : null,
  );

  const csvBase = `budget-${token}`;
  let body;
  if (linkProblem !== null) {
    body = (
      <div className="space-y-4">
        <Alert tone="error" title="We couldn’t open that order">
          <p>{linkProblem}</p>
          <p className="mt-2">Check the link, or open the order by its tokens from the Orders page.</p>
        </Alert>
        {backToOrders}
      </div>
    );
  } else if (showNotReady && lastNotReady !== null) {
    body = (
      <NotReadyState
        error={lastNotReady}
        checking={query.isFetching}
        checkedAt={query.errorUpdatedAt}
        checks={query.errorUpdateCount}
        onCheck={() => void query.refetch()}
        notify={notify}
      />
    );
  } else if (query.isPending) {
    body = <ResultSkeleton />;
  } else if (query.isError) {
    body = (
      <div className="space-y-4">
        <ErrorState
          error={query.error}
          title={
            isApiError(query.error) && query.error.kind === 'refused'
              ? 'We couldn’t open that order'
              : undefined
          }
          onRetry={() => void query.refetch()}
        />
        {backToOrders}
      </div>
    );
  } else if (query.data.items.length === 0) {
    body = (
      <EmptyState title="This order has no results yet" action={backToOrders}>
        The service found the order but sent no result for it.
      </EmptyState>
    );
  } else if (query.data.items.length === 1) {
    body = <ResponseView response={query.data.items[0]!} csvFileName={`${csvBase}.csv`} />;
  } else {
    body = <ResultTabs responses={query.data.items} csvBase={csvBase} />;
  }

  return (
    <>
      <ResultHeader
        heading={responses && responses.length > 0 ? resultHeading(responses) : 'Order result'}
        crumb={first ? resultStreet(first) : 'Order result'}
        intakeToken={intakeToken}
        orderToken={orderToken}
        actions={
          responses && responses.length > 0 ? (
            <>
              <Button size="sm" onClick={() => window.print()}>
                Print report
              </Button>
              <Link to={paths.orders()} className={buttonClasses('secondary', 'sm')}>
                Open another order
              </Link>
            </>
          ) : null
        }
      />
      {/* Present from the start, so that the arrival of a report that was being prepared is announced. */}
      <p role="status" className="sr-only">
        {arrived ? `The report is ready: ${resultShortName(first)}.` : ''}
      </p>
      {skipped > 0 && responses ? (
        <Alert tone="warning" role="none" className="mb-4">
          {skippedResultsText(skipped)}
        </Alert>
      ) : null}
      {body}
    </>
  );
}
