/** One result of an order (one item of `data.responses`): key figures, section navigation, every section. */
import { useDeferredValue, useId, useMemo, type ReactNode } from 'react';
import { LoadingState } from '../../components/ui/states';
import type { OrderResponse } from '../../api/schemas/order-response';
import { WidgetBoundary } from '../../components/ui/widget-boundary';
import { BudgetSection } from './budget-section';
import { KeyFigures } from './key-figures';
import { LeverageCalculator } from './leverage-calculator';
import { leverageInputs } from './leverage-model';
import {
  CommentarySection,
  ConditionSection,
  ConfidenceSection,
  MarketSection,
  PropertySection,
  ValuationSummary,
} from './report-sections';
import { SectionNav, type NavSection } from './section-nav';
import { StrategiesSection } from './strategies-section';

const SECTIONS = ['Summary', 'Property', 'Market', 'Strategies', 'Budget', 'Leverage', 'Commentary'] as const;
type SectionName = (typeof SECTIONS)[number];

/** A target of the section navigation: focusable (the link moves the focus there), clear of the sticky bar. */
function Anchor({ id, className = '', children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <div id={id} tabIndex={-1} className={`scroll-mt-4 focus:outline-none lg:scroll-mt-20 ${className}`}>
      {children}
    </div>
  );
}

export function ResponseView({ response, csvFileName }: { response: OrderResponse; csvFileName: string }) {
  // The summary sections paint first; the strategies, leverage and budget (charts and long tables) follow
  // in a deferred, interruptible render, so the page never blocks the main thread in one long task.
  const detailsReady = useDeferredValue(true, false);
  const leverage = useMemo(
    () => leverageInputs(response.valuation?.estimatedAsIsValue.value ?? null, response.strategies),
    [response],
  );
  const prefix = `result-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const idOf = (name: SectionName) => `${prefix}-${name.toLowerCase()}`;
  const sections = useMemo<NavSection[]>(
    () => SECTIONS.map((label) => ({ id: `${prefix}-${label.toLowerCase()}`, label })),
    [prefix],
  );

  return (
    <div className="space-y-6">
      <KeyFigures response={response} />
      <SectionNav sections={sections} contentVersion={detailsReady} />
      <Anchor
        id={idOf('Summary')}
        className="grid items-start gap-6 lg:grid-cols-[2fr_3fr] print:grid-cols-[2fr_3fr]"
      >
        <ValuationSummary response={response} />
        <ConfidenceSection response={response} />
      </Anchor>
      <Anchor id={idOf('Property')} className="grid gap-6 lg:grid-cols-[2fr_1fr] print:grid-cols-[2fr_1fr]">
        <PropertySection response={response} />
        <ConditionSection response={response} />
      </Anchor>
      <Anchor id={idOf('Market')}>
        <MarketSection response={response} />
      </Anchor>
      {detailsReady ? (
        <>
          <Anchor id={idOf('Strategies')}>
            <WidgetBoundary title="The renovation strategies could not be shown">
              <StrategiesSection rows={response.strategies} skipped={response.strategiesSkipped} />
            </WidgetBoundary>
          </Anchor>
          <Anchor id={idOf('Budget')}>
            <WidgetBoundary title="The budget could not be shown">
              <BudgetSection
                items={response.budget}
                skipped={response.budgetSkipped}
                fileName={csvFileName}
              />
            </WidgetBoundary>
          </Anchor>
          <Anchor id={idOf('Leverage')}>
            <WidgetBoundary title="The leverage calculator could not be shown">
              <LeverageCalculator inputs={leverage} />
            </WidgetBoundary>
          </Anchor>
        </>
      ) : (
        <div className="min-h-[40rem]">
          <LoadingState label="Loading the strategies and the budget…" lines={4} />
        </div>
      )}
      <Anchor id={idOf('Commentary')}>
        <CommentarySection response={response} />
      </Anchor>
    </div>
  );
}
