/** One result of an order (one item of `data.responses`): key figures, section navigation, every section. */
import { useDeferredValue, useId, useMemo, type ReactNode } from 'react';
import { LoadingState } from '../../../components/ui/states';
import type { OrderResponse } from '../../../api/schemas/order-response';
import { WidgetBoundary } from '../../../components/ui/widget-boundary';
import { useStagedReveal } from './use-staged-reveal';
import { usePreparedBudget } from '../budget/budget-prepare';
import { BudgetSection } from '../budget/budget-section';
import { WINDOWING_THRESHOLD } from '../budget/budget-table';
import { KeyFigures } from './key-figures';
import { LeverageCalculator } from '../leverage/leverage-calculator';
import { leverageInputs } from '../leverage/leverage-model';
import { MarketSection, PropertySection, ValuationSummary } from './report-sections';
import { CommentarySection, ConditionSection, ConfidenceSection } from './score-sections';
import { ResultSkeleton } from './result-skeleton';
import { UnreadableNote } from './unreadable-note';
import { UnreadableSection } from './field-value';
import { Section } from '../../../components/ui/section';
import { isUnreadable } from '../../../api/schemas/order-response';
import { SectionNav, type NavSection } from './section-nav';
import { StrategiesSection } from '../strategies/strategies-section';

const SECTIONS = ['Summary', 'Property', 'Market', 'Strategies', 'Budget', 'Leverage', 'Commentary'] as const;
type SectionName = (typeof SECTIONS)[number];
/**
 * The steps in which the sections after the key figures arrive (see ResponseView): the summary and the
 * confidence, the property, its condition, the market,
 * the strategies' table's first group of rows with the phone's first card, its other rows, the other
 * cards (about 80 elements a card; a wider screen builds no cards, and those steps add little or
 * nothing), the strategies' chart, the budget's chart, its filters, its table (one line item, then
 * BUDGET_ITEMS_PER_STEP more each step, then every one; a windowed table's first rows likewise, then its
 * window), then the leverage calculator and the commentary. No step adds more than about 100 elements
 * to the page: a slow phone styles and lays out each in a task of its own and paints it in a frame of
 * its own, each short enough for the goal of no task over 50 ms at 6× CPU (README, Performance).
 */
const STAGE = {
  summary: 1,
  property: 2,
  condition: 3,
  market: 4,
  strategies: 5,
  strategiesChart: 8,
  budget: 9,
  budgetControls: 10,
  budgetTable: 11,
} as const;
/** About 75 elements of the budget table (some 25 a line item). */
const BUDGET_ITEMS_PER_STEP = 3;

/**
 * How many steps the budget table takes, the last showing every line item: its first shows one item and
 * the table's head and foot, each other BUDGET_ITEMS_PER_STEP more. A windowed table's window is a
 * screenful at most: one row, then four, then the window.
 */
function budgetTableSteps(itemCount: number): number {
  return itemCount > WINDOWING_THRESHOLD
    ? 3
    : 1 + Math.ceil(Math.max(0, itemCount - 1) / BUDGET_ITEMS_PER_STEP);
}

/** The line items the budget table shows at a step: none before its first step, every one at its last. */
function budgetRowsAt(shown: number, steps: number): number | undefined {
  const step = shown - STAGE.budgetTable + 1;
  if (step <= 0) return 0;
  return step >= steps ? undefined : 1 + (step - 1) * BUDGET_ITEMS_PER_STEP;
}

/** A target of the section navigation: focusable (the link moves the focus there), clear of the sticky bar. */
function Anchor({ id, className = '', children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <div id={id} tabIndex={-1} className={`scroll-mt-20 focus:outline-none ${className}`}>
      {children}
    </div>
  );
}

interface ResponseViewProps {
  response: OrderResponse;
  csvFileName: string;
}

/**
 * A result first renders in a render React can interrupt: the reply arrives through React Query's store,
 * whose updates React renders at once, in one task, however long the render. So the page keeps its
 * placeholder in that render, and the result follows in a deferred one that React splits into short
 * slices; a later reply (a check, a refetch) replaces it the same way.
 */
export function ResponseView({ response, csvFileName }: ResponseViewProps) {
  const shown = useDeferredValue<OrderResponse | null>(response, null);
  return shown ? <ResponseSections response={shown} csvFileName={csvFileName} /> : <ResultSkeleton />;
}

function ResponseSections({ response, csvFileName }: ResponseViewProps) {
  // The key figures paint first; the other sections follow in steps (STAGE), each in a frame of its own,
  // so that the page never blocks the main thread in one long task.
  const budgetSteps = budgetTableSteps(response.budget.length);
  const last = STAGE.budgetTable + budgetSteps;
  // A long budget's model is made in slices meanwhile (budget-prepare.ts): its step waits for it.
  const budgetReady = usePreparedBudget(response.budget);
  const shown = useStagedReveal(last, budgetReady ? last : STAGE.budget - 1);
  const leverage = useMemo(() => {
    const v = response.valuation;
    const asIs =
      v && !isUnreadable(v) && !isUnreadable(v.estimatedAsIsValue) ? v.estimatedAsIsValue.value : null;
    return leverageInputs(asIs, response.strategies);
  }, [response]);
  const prefix = `result-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const idOf = (name: SectionName) => `${prefix}-${name.toLowerCase()}`;
  const sections = useMemo<NavSection[]>(
    () => SECTIONS.map((label) => ({ id: `${prefix}-${label.toLowerCase()}`, label })),
    [prefix],
  );

  return (
    <div className="order-result-sheet space-y-6 print:space-y-4">
      <UnreadableNote paths={response.unreadable} />
      <KeyFigures response={response} />
      <SectionNav sections={sections} contentVersion={shown} />
      {shown >= STAGE.summary ? (
        <Anchor
          id={idOf('Summary')}
          className="grid items-start gap-6 lg:grid-cols-[2fr_3fr] print:grid-cols-[2fr_3fr]"
        >
          <ValuationSummary response={response} />
          <ConfidenceSection response={response} />
        </Anchor>
      ) : null}
      {shown >= STAGE.property ? (
        <Anchor id={idOf('Property')} className="grid gap-6 lg:grid-cols-[2fr_1fr] print:grid-cols-[2fr_1fr]">
          <PropertySection response={response} />
          {shown >= STAGE.condition ? <ConditionSection response={response} /> : null}
        </Anchor>
      ) : null}
      {shown >= STAGE.market ? (
        <Anchor id={idOf('Market')}>
          <MarketSection response={response} />
        </Anchor>
      ) : null}
      {shown >= STAGE.strategies ? (
        <Anchor id={idOf('Strategies')}>
          <WidgetBoundary title="The renovation strategies could not be shown">
            <StrategiesSection
              rows={response.strategies}
              skipped={response.strategiesSkipped}
              unreadable={response.strategiesUnreadable || response.resultsUnreadable}
              chart={shown >= STAGE.strategiesChart}
              cards={shown >= STAGE.strategiesChart ? undefined : shown - STAGE.strategies + 1}
              tableGroups={shown > STAGE.strategies ? undefined : 1}
            />
          </WidgetBoundary>
        </Anchor>
      ) : null}
      {shown >= STAGE.budget ? (
        <Anchor id={idOf('Budget')}>
          <WidgetBoundary title="The budget could not be shown">
            {response.budgetUnreadable || response.resultsUnreadable ? (
              <Section title="Budget">
                <UnreadableSection what="The budget" />
              </Section>
            ) : (
              <BudgetSection
                items={response.budget}
                skipped={response.budgetSkipped}
                fileName={csvFileName}
                controls={shown >= STAGE.budgetControls}
                rowLimit={budgetRowsAt(shown, budgetSteps)}
              />
            )}
          </WidgetBoundary>
        </Anchor>
      ) : null}
      {shown >= last ? (
        <>
          <Anchor id={idOf('Leverage')}>
            <WidgetBoundary title="The leverage calculator could not be shown">
              <LeverageCalculator inputs={leverage} />
            </WidgetBoundary>
          </Anchor>
          <Anchor id={idOf('Commentary')}>
            <CommentarySection response={response} />
          </Anchor>
        </>
      ) : (
        // A new placeholder each step: the one before is gone rather than moved down by the section that
        // came in above it (a moved element is a layout shift; at 1440x900 it was 0.05-0.1 of CLS).
        <div key={shown} className="min-h-[40rem]">
          <LoadingState label="Loading the rest of the report…" lines={4} />
        </div>
      )}
    </div>
  );
}
