/**
 * /orders/:intakeToken/:orderToken: the result of an order, designed for reading and printing.
 * States: loading skeleton; "not completed yet" as a normal state with a way to check again; any other
 * refusal in the service's own words; an order with several results as tabs (all printed).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError, isTransient } from '../../api/errors';
import type { OrderResponse } from '../../api/schemas/order-response';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, EmptyState, LoadingState } from '../../components/ui/states';
import { paths, readOrderResultParams } from '../../lib/paths';
import { useOrderResponse } from '../../queries/orders';
import { useRecentOrders } from './recent-orders';
import { streetLine } from './report-sections';
import { ResponseView } from './response-view';

/** The service's refusal for an order whose report is still being prepared. */
export function isNotReady(error: unknown): boolean {
  return isApiError(error) && error.kind === 'refused' && /not completed/i.test(error.message);
}

const checkedAtFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

function ResultSkeleton() {
  return (
    <div className="space-y-6">
      <LoadingState label="Loading the order result…" lines={2} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]" aria-hidden="true">
        <div className="h-48 animate-pulse rounded-lg bg-slate-200" />
        <div className="h-48 animate-pulse rounded-lg bg-slate-200" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3" aria-hidden="true">
        <div className="h-36 animate-pulse rounded-lg bg-slate-200" />
        <div className="h-36 animate-pulse rounded-lg bg-slate-200" />
        <div className="h-36 animate-pulse rounded-lg bg-slate-200" />
      </div>
      <div className="h-72 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />
    </div>
  );
}

function tabLabel(response: OrderResponse, index: number): string {
  return `${index + 1}. ${streetLine(response.address)}`;
}

function ResultTabs({ responses, csvBase }: { responses: OrderResponse[]; csvBase: string }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // On each tab rather than on the tablist: the keys act on the focused tab (the roving tabindex).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = responses.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (selected + 1) % responses.length
        : event.key === 'ArrowLeft'
          ? (selected - 1 + responses.length) % responses.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <p className="mb-3 text-sm text-slate-700 print:hidden">
        This order has {responses.length} results. Choose one to read it; printing includes them all.
      </p>
      <div
        role="tablist"
        aria-label="Results of this order"
        className="mb-6 flex flex-wrap gap-2 border-b border-slate-300 print:hidden"
      >
        {responses.map((response, index) => (
          <button
            key={index}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={selected === index}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={selected === index ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
            className={`-mb-px rounded-t-md border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              selected === index
                ? 'border-slate-300 border-b-white bg-white text-brand-800'
                : 'border-transparent text-slate-700 hover:text-slate-900'
            }`}
          >
            {tabLabel(response, index)}
            {response.valuation?.estimatedAsIsValue.text ? ' ' : null}
            {response.valuation?.estimatedAsIsValue.text ? (
              <span className="ml-1 text-slate-700">{response.valuation.estimatedAsIsValue.text}</span>
            ) : null}
          </button>
        ))}
      </div>
      {responses.map((response, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          // Inactive panels stay rendered but hidden on screen (an inline style, which the important
          // print utility overrides), so printing shows every result.
          style={selected === index ? undefined : { display: 'none' }}
          className="print:block! print:break-after-page"
        >
          <h2 className="mb-4 hidden text-xl font-semibold text-slate-900 print:block">
            Result {index + 1} of {responses.length}
          </h2>
          <ResponseView response={response} csvFileName={`${csvBase}-${index + 1}.csv`} />
        </div>
      ))}
    </div>
  );
}

function NotReadyState({
  message,
  checking,
  checkedAt,
  onCheck,
}: {
  message: string;
  checking: boolean;
  checkedAt: number;
  onCheck: () => void;
}) {
  return (
    <Alert tone="info" title="This report is not ready yet" role="status">
      <p>The service says: “{message}”</p>
      <p className="mt-1">
        The result appears here once the report is completed.
        {checkedAt ? ` Last checked at ${checkedAtFormat.format(new Date(checkedAt))}.` : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {/* aria-disabled rather than disabled: the button keeps focus while the check runs. */}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            if (!checking) onCheck();
          }}
          aria-disabled={checking}
        >
          {checking ? 'Checking…' : 'Check again'}
        </Button>
        <Link to={paths.orders()} className={buttonClasses('ghost', 'sm')}>
          Back to orders
        </Link>
      </div>
    </Alert>
  );
}

export function OrderResultPage() {
  const tokens = readOrderResultParams(useParams());
  const intakeToken = tokens.intakeToken ?? '';
  const orderToken = tokens.orderToken ?? '';
  const query = useOrderResponse(intakeToken, orderToken);
  const { remember } = useRecentOrders();
  const responses = query.data;

  useEffect(() => {
    // Remember successfully opened orders for the /orders page (an external store: localStorage).
    const first = responses?.[0];
    if (!first) return;
    const more = responses.length > 1 ? ` + ${responses.length - 1} more` : '';
    remember({
      intakeToken,
      orderToken,
      address: `${streetLine(first.address)}, ${first.address.city}${more}`,
      asIsValue: first.valuation?.estimatedAsIsValue.text ?? '',
      openedAt: new Date().toISOString(),
    });
  }, [responses, intakeToken, orderToken, remember]);

  const header = (
    <PageHeader
      title="Order result"
      description={
        <>
          Intake token <span className="font-mono text-slate-900">{intakeToken}</span> · Order token{' '}
          <span className="font-mono text-slate-900">{orderToken}</span>
        </>
      }
      actions={
        responses && responses.length > 0 ? (
          <>
            <Link to={paths.orders()} className={buttonClasses('secondary')}>
              Open another order
            </Link>
            <Button onClick={() => window.print()}>Print report</Button>
          </>
        ) : null
      }
    />
  );

  const csvBase = `budget-${orderToken}`;
  let body;
  if (query.isPending) {
    body = <ResultSkeleton />;
  } else if (query.isError) {
    body = isNotReady(query.error) ? (
      <NotReadyState
        message={query.error.message}
        checking={query.isFetching}
        checkedAt={query.errorUpdatedAt}
        onCheck={() => void query.refetch()}
      />
    ) : (
      <div className="space-y-4">
        <ErrorState
          error={query.error}
          title={
            isApiError(query.error) && query.error.kind === 'refused'
              ? 'This order cannot be opened'
              : undefined
          }
          onRetry={isTransient(query.error) ? () => void query.refetch() : undefined}
        />
        <Link to={paths.orders()} className={buttonClasses('secondary')}>
          Back to orders
        </Link>
      </div>
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState
        title="This order has no results yet"
        action={
          <Link to={paths.orders()} className={buttonClasses('secondary')}>
            Back to orders
          </Link>
        }
      >
        The service found the order but sent no result for it.
      </EmptyState>
    );
  } else if (query.data.length === 1) {
    body = <ResponseView response={query.data[0]!} csvFileName={`${csvBase}.csv`} />;
  } else {
    body = <ResultTabs responses={query.data} csvBase={csvBase} />;
  }

  return (
    <>
      {header}
      {body}
    </>
  );
}
