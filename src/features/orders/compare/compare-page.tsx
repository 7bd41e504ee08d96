/**
 * /orders/compare?o=…&o=…[&strategy=min|partial|full]: results side by side, to choose which deal to
 * fund. Everything the page shows is in its address (the link can be shared; the other person signs
 * in): the results, in order, and the strategy. Removing a column or adding an order changes the
 * address; the orders already fetched stay in the cache. The lender's limits are the user's saved
 * ones (the result page's calculator edits the same); loan amounts stay on this page alone.
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { STRATEGY_COLUMNS, type StrategyColumn } from '../../../api/schemas/order-response';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Section } from '../../../components/ui/section';
import { EmptyState } from '../../../components/ui/states';
import { usePageTitle } from '../../../components/page-title';
import { useMediaQuery } from '../../../components/use-media-query';
import { downloadCsv } from '../../../lib/csv';
import { limitCompareItems, readCompareSearch, type CompareItem } from '../../../lib/compare-link';
import { paths } from '../../../lib/paths';
import { LeverageLimitFields } from '../leverage/leverage-limit-fields';
import { useLeverageLimits } from '../leverage/leverage-limits';
import { limitsInWords } from '../leverage/leverage-print-line';
import { STRATEGY_LABELS } from '../strategies/strategy-labels';
import { CompareAddForm } from './compare-add-form';
import { CompareCards } from './compare-cards';
import { MAX_COMPARED, useCompareColumns, withoutColumn, type CompareColumn } from './compare-columns';
import { compareCsv, compareCsvFileName } from './compare-csv';
import { compareLenderFigures, lenderRows, NO_TERMS, readTerms, type TermsText } from './compare-lender';
import { compareRows } from './compare-model';
import { CompareNotices } from './compare-notices';
import { CompareTable } from './compare-table';
import { planAdd } from './compare-add';
import { StrategySwitch } from './strategy-switch';

function readStrategy(search: URLSearchParams): StrategyColumn {
  const value = search.get('strategy');
  return STRATEGY_COLUMNS.find((column) => column === value) ?? 'best';
}

export function strategyName(strategy: StrategyColumn): string {
  return STRATEGY_LABELS[strategy].label;
}

const INTRO =
  'Side by side, for one renovation strategy. “Best” marks only returns, margin and times, where a higher return or a shorter time is better for a deal of any size; values, costs and net gain measure how big a deal is, so they are not marked. Figures tied for the best are each marked “Best, tied”; a row where all are equal has no mark. The lending rows apply your limits to every result.';

/** The same on paper, shorter: the four results and every row fit one landscape sheet. */
const PRINTED_INTRO =
  '“Best” marks the better return, margin or time (“Best, tied” when equal); values, costs and net gain measure a deal’s size and are not marked.';

export function ComparePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { items, leftOut, repeated, unreadable } = useMemo(() => {
    const read = readCompareSearch(search);
    return { ...limitCompareItems(read.items, MAX_COMPARED), unreadable: read.unreadable };
  }, [search]);
  const strategy = readStrategy(search);
  const { places, notices, overflow } = useCompareColumns(items);
  const { limits } = useLeverageLimits();
  const [termsById, setTermsById] = useState<Record<string, TermsText>>({});
  const [addNote, setAddNote] = useState<string | null>(null);
  // The cards are the phone's layout (hidden from Tailwind's sm, 40rem, and in print): not built where
  // they would be hidden.
  const wide = useMediaQuery('(min-width: 40rem)', false);
  const ready = places.filter((c) => c.state === 'ready');
  const results = ready.map((c) => c.result);
  const rows = compareRows(results, strategy);
  const terms = ready.map((c) => readTerms(termsById[c.id] ?? NO_TERMS));
  const lender = lenderRows(compareLenderFigures(results, strategy, limits, terms), terms, limits);
  usePageTitle(ready.length > 0 ? `Compare: ${ready.map((c) => c.title).join(', ')}` : null);

  const go = (next: CompareItem[], nextStrategy: StrategyColumn = strategy) => {
    // Through the path registry, so that the address keeps its readable separators. At once, not in a
    // transition: a radio button that stays unchecked for a moment after a click reads as a miss.
    void navigate(paths.orderCompare(next, nextStrategy === 'best' ? undefined : nextStrategy), {
      flushSync: true,
    });
  };
  const remove = (column: CompareColumn) => go(withoutColumn(items, column));
  const add = (tokens: { intakeToken: string; orderToken: string }) => {
    const plan = planAdd(items, [...places, ...notices], tokens);
    setAddNote(plan.note);
    if (plan.items) go(plan.items);
  };
  const titles = ready.map((c) => c.title);
  const limitsText = limitsInWords(limits);
  const exportCsv = () =>
    downloadCsv(
      compareCsvFileName(strategy),
      compareCsv(titles, strategyName(strategy), rows, { limits: limitsText, rows: lender }),
    );
  const tableProps = {
    columns: places,
    rows,
    lender,
    terms: (column: CompareColumn) => termsById[column.id] ?? NO_TERMS,
    onTerms: (column: CompareColumn, field: keyof TermsText, value: string) =>
      setTermsById((all) => ({ ...all, [column.id]: { ...(all[column.id] ?? NO_TERMS), [field]: value } })),
    onRemove: remove,
  };

  const caption = `Comparison of ${ready.length} ${ready.length === 1 ? 'result' : 'results'}, ${strategyName(strategy)} strategy`;
  return (
    <div className="landscape-sheet">
      <PageHeader
        title="Compare results"
        description={
          <>
            <span className="print:hidden">{INTRO}</span>
            <span className="hidden print:inline">{PRINTED_INTRO}</span>
            <span className="hidden print:mt-1 print:block">
              Figures of the {strategyName(strategy)} strategy. Your limits: {limitsText}.
            </span>
          </>
        }
        actions={
          <>
            <Button disabled={ready.length === 0} onClick={exportCsv}>
              Download CSV
            </Button>
            <Button variant="secondary" disabled={ready.length === 0} onClick={() => window.print()}>
              Print comparison
            </Button>
            <Link to={paths.orderPortfolio()} className={buttonClasses('secondary')}>
              Add many
            </Link>
            <Link to={paths.orders()} className={buttonClasses('secondary')}>
              Back to orders
            </Link>
          </>
        }
      />
      <div className="space-y-6">
        <CompareNotices
          unreadable={unreadable}
          repeated={repeated}
          leftOut={leftOut}
          overflow={overflow}
          notices={notices}
          onRemove={remove}
        />
        {places.length === 0 ? (
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
          <section aria-label="Comparison" className="space-y-4 print:mb-0!">
            <StrategySwitch value={strategy} onChange={(next) => go(items, next)} />
            <LeverageLimitFields className="border-t border-slate-200 pt-4" />
            {places.length === 1 ? (
              <p className="text-sm text-slate-700 print:hidden">Add another order below to compare it.</p>
            ) : null}
            <CompareTable caption={caption} {...tableProps} />
            {wide ? null : <CompareCards {...tableProps} />}
          </section>
        )}
        <div className="print:hidden">
          <Section title="Add an order" description="By its intake token, its order token or both.">
            <CompareAddForm full={places.length >= MAX_COMPARED} note={addNote} onAdd={add} />
          </Section>
        </div>
      </div>
    </div>
  );
}
