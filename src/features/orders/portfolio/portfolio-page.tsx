/**
 * /orders/portfolio, "Review many results": a credit analyst pastes the orders of a portfolio (or
 * picks a file), sees what cannot be read, and opens them all, a few at a time (portfolio-store.ts);
 * every result's figures then sit in one sortable table with a summary, totals, an export, and the
 * choice of results to compare. Orders not ready yet are checked again every few minutes while the page
 * is open. The portfolio survives a reload and a session that ends halfway; a sign-out removes it.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Section } from '../../../components/ui/section';
import { formatNumber } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { NOT_READY_MAX_CHECK_MS } from '../../../queries/orders';
import { useJobSnapshot } from '../../../session/use-job-store';
import { sessionStore } from '../../../session/session-store';
import { useRequiredSession } from '../../../session/use-session';
import { LineProblems } from './line-problems';
import { PortfolioInput } from './portfolio-input';
import { countPortfolio, type Portfolio } from './portfolio-model';
import { PortfolioProgress } from './portfolio-progress';
import { usePortfolioStore, withNotReadyPending, type PortfolioStore } from './portfolio-store';
import { PortfolioTable } from './portfolio-table';
import './portfolio-print.css';

/** Orders not ready yet are asked again this often while the page is open (the result page's longest wait). */
export const NOT_READY_RECHECK_MS = NOT_READY_MAX_CHECK_MS;

function checkNotReady(store: PortfolioStore) {
  store.update(withNotReadyPending);
  store.runRest();
}

export function PortfolioPage() {
  const session = useRequiredSession();
  const store = usePortfolioStore();
  const snapshot = useJobSnapshot(store);
  const status = snapshot.job?.status;

  // After a reload, or signing in again after the session ended: carry on where it stopped.
  useEffect(() => {
    if (sessionStore.get()?.token !== session.token) return;
    if (status === 'running' || status === 'paused') store.resume();
  }, [status, store, session.token]);

  return (
    <div className="portfolio-sheet landscape-sheet">
      <PageHeader
        title="Review many results"
        description={
          // How to use the page: not for paper.
          <span className="print:hidden">
            Paste the orders of a portfolio or choose a spreadsheet, and see every result’s figures in one
            table: sort, filter, export, and compare.
          </span>
        }
        actions={
          <Link to={paths.orders()} className={buttonClasses('secondary')}>
            Back to orders
          </Link>
        }
      />
      {snapshot.job ? (
        <CurrentPortfolio
          store={store}
          portfolio={snapshot.job}
          sending={snapshot.sending}
          msLeft={snapshot.msLeft}
          elsewhere={snapshot.elsewhere ?? false}
        />
      ) : (
        <Section title="Orders" description="Up to 1,000 orders, or 1 MB of text, at once.">
          <PortfolioInput onOpen={(portfolio) => store.start(portfolio)} />
        </Section>
      )}
    </div>
  );
}

function CurrentPortfolio({
  store,
  portfolio,
  sending,
  msLeft,
  elsewhere,
}: {
  store: PortfolioStore;
  portfolio: Portfolio;
  sending: boolean;
  msLeft: number | null;
  elsewhere: boolean;
}) {
  const counts = countPortfolio(portfolio);
  const idle = !sending && portfolio.status !== 'running';

  // Orders not ready yet are asked again every few minutes while the page is open and nothing is sent.
  useEffect(() => {
    if (counts.notReady === 0 || sending) return;
    const timer = setTimeout(() => {
      if (document.visibilityState !== 'hidden') checkNotReady(store);
    }, NOT_READY_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [counts.notReady, sending, store, portfolio]);

  return (
    <div className="space-y-6">
      <Section
        title={`${formatNumber(counts.orders)} ${counts.orders === 1 ? 'order' : 'orders'}`}
        description={
          portfolio.problems.length > 0
            ? `${formatNumber(portfolio.problems.length)} ${portfolio.problems.length === 1 ? 'line was' : 'lines were'} not read.`
            : undefined
        }
        actions={
          <Button variant="secondary" onClick={() => store.clear()} disabled={!idle}>
            Start a new portfolio
          </Button>
        }
      >
        <PortfolioProgress
          snapshot={{ job: portfolio, sending, msLeft, elsewhere }}
          counts={counts}
          actions={{
            onCancel: () => store.cancel(),
            onOpenRest: () => store.runRest(),
            onRetryFailed: () => store.retryFailed(),
            onCheckNotReady: () => checkNotReady(store),
          }}
        />
      </Section>
      <Section
        title="Results"
        description={
          <>
            The recommended strategy’s figures.
            {/* The links are the screen's: not for paper. */}
            <span className="print:hidden"> Each address opens its full result.</span>
          </>
        }
      >
        <PortfolioTable portfolio={portfolio} />
      </Section>
      {portfolio.problems.length > 0 || portfolio.repeated.length > 0 ? (
        <Section title="Lines not opened" description="These lines were not sent.">
          <LineProblems problems={portfolio.problems} repeated={portfolio.repeated} />
        </Section>
      ) : null}
    </div>
  );
}
