/**
 * /orders/compare?o=…&o=…[&strategy=min|partial|full]: results side by side, to choose which deal to
 * fund. Everything the page shows is in its address (the link can be shared; the other person signs
 * in): the results, in order, and the strategy. Removing a column or adding an order changes the
 * address; the orders already fetched stay in the cache.
 */
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { STRATEGY_COLUMNS, type StrategyColumn } from '../../../api/schemas/order-response';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Section } from '../../../components/ui/section';
import { EmptyState } from '../../../components/ui/states';
import { usePageTitle } from '../../../components/page-title';
import { useMediaQuery } from '../../../components/use-media-query';
import { downloadCsv } from '../../../lib/csv';
import { readCompareSearch, type CompareItem } from '../../../lib/compare-link';
import { paths } from '../../../lib/paths';
import { STRATEGY_LABELS } from '../strategies/strategy-labels';
import { CompareAddForm } from './compare-add-form';
import { CompareCards } from './compare-cards';
import { MAX_COMPARED, useCompareColumns, withoutColumn, type CompareColumn } from './compare-columns';
import { compareCsv, compareCsvFileName } from './compare-csv';
import { compareRows } from './compare-model';
import { CompareTable } from './compare-table';
import './compare-print.css';
import { StrategySwitch } from './strategy-switch';
import { useDeferredColumns } from './use-deferred-columns';

function readStrategy(search: URLSearchParams): StrategyColumn {
  const value = search.get('strategy');
  return STRATEGY_COLUMNS.find((column) => column === value) ?? 'best';
}

export function strategyName(strategy: StrategyColumn): string {
  return STRATEGY_LABELS[strategy].label;
}

export function ComparePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { items, unreadable } = useMemo(() => readCompareSearch(search), [search]);
  const strategy = readStrategy(search);
  // An answer renders the page at once with the columns already shown; its figures follow a painted
  // frame later, one result a frame (use-deferred-columns.ts; the table and cards are memoized below).
  const columns = useDeferredColumns(useCompareColumns(items));
  // The cards are the phone's layout (hidden from Tailwind's sm, 40rem, and in print): not built where
  // they would be hidden, which halves the first render on a wider screen
  // (docs/decisions/2026-11-24-slow-phone.md).
  const wide = useMediaQuery('(min-width: 40rem)', false);
  const ready = columns.filter((c) => c.state === 'ready');
  const rows = useMemo(
    () =>
      compareRows(
        columns.flatMap((c) => (c.state === 'ready' ? [c.result] : [])),
        strategy,
      ),
    [columns, strategy],
  );
  usePageTitle(ready.length > 0 ? `Compare: ${ready.map((c) => c.title).join(', ')}` : null);

  const go = useCallback(
    (next: CompareItem[], nextStrategy: StrategyColumn = strategy) => {
      // Through the path registry, so that the address keeps its readable separators. At once, not in a
      // transition: a radio button that stays unchecked for a moment after a click reads as a miss.
      void navigate(paths.orderCompare(next, nextStrategy === 'best' ? undefined : nextStrategy), {
        flushSync: true,
      });
    },
    [navigate, strategy],
  );
  const remove = useCallback((column: CompareColumn) => go(withoutColumn(items, column)), [go, items]);
  const add = ({ intakeToken, orderToken }: { intakeToken: string; orderToken: string }) => {
    const exists = items.some(
      (item) => item.intakeToken === intakeToken && item.orderToken === orderToken && item.result === null,
    );
    if (!exists) go([...items, { intakeToken, orderToken, result: null }]);
  };
  const titles = ready.map((c) => c.title);
  const exportCsv = () =>
    downloadCsv(compareCsvFileName(strategy), compareCsv(titles, strategyName(strategy), rows));

  const caption = `Comparison of ${ready.length} ${ready.length === 1 ? 'result' : 'results'}, ${strategyName(strategy)} strategy`;
  const table = useMemo(
    () => <CompareTable caption={caption} columns={columns} rows={rows} onRemove={remove} />,
    [caption, columns, rows, remove],
  );
  const cards = useMemo(
    () => (wide ? null : <CompareCards columns={columns} rows={rows} onRemove={remove} />),
    [wide, columns, rows, remove],
  );
  return (
    <div className="compare-sheet">
      <PageHeader
        title="Compare results"
        description="Side by side, for one renovation strategy. Best marks the better figure of each row: the highest value or return, the lowest cost or time."
        actions={
          <>
            <Button className="min-h-11 sm:min-h-0" disabled={ready.length === 0} onClick={exportCsv}>
              Download CSV
            </Button>
            <Button
              variant="secondary"
              className="min-h-11 sm:min-h-0"
              disabled={ready.length === 0}
              onClick={() => window.print()}
            >
              Print comparison
            </Button>
            <Link to={paths.orderPortfolio()} className={`${buttonClasses('secondary')} min-h-11 sm:min-h-0`}>
              Add many
            </Link>
            <Link to={paths.orders()} className={`${buttonClasses('secondary')} min-h-11 sm:min-h-0`}>
              Back to orders
            </Link>
          </>
        }
      />
      <div className="space-y-6">
        {unreadable > 0 ? (
          <Alert tone="warning" title="Part of this link could not be read">
            {unreadable === 1 ? 'One entry names' : `${unreadable} entries name`} no order the portal can read
            and {unreadable === 1 ? 'is' : 'are'} left out. Add the order again by its tokens below.
          </Alert>
        ) : null}
        {columns.length === 0 ? (
          <EmptyState
            title="Nothing to compare yet"
            action={
              <Link to={paths.orders()} className={buttonClasses('secondary')}>
                Choose on the Orders page
              </Link>
            }
          >
            Choose 2 to {MAX_COMPARED} results on the Orders page, or add orders by their tokens below.
          </EmptyState>
        ) : (
          <section aria-label="Comparison" className="space-y-4">
            <StrategySwitch value={strategy} onChange={(next) => go(items, next)} />
            <p className="hidden text-sm text-slate-800 print:block">
              Figures of the {strategyName(strategy)} strategy.
            </p>
            {columns.length === 1 ? (
              <p className="text-sm text-slate-700 print:hidden">Add another order below to compare it.</p>
            ) : null}
            {table}
            {cards}
          </section>
        )}
        <div className="print:hidden">
          <Section title="Add an order" description="By its intake token, its order token or both.">
            <CompareAddForm full={columns.length >= MAX_COMPARED} onAdd={add} />
          </Section>
        </div>
      </div>
    </div>
  );
}
