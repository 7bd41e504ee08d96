/** One result of an order (one item of `data.responses`), every section in reading order. */
import { useDeferredValue, useMemo } from 'react';
import { LoadingState } from '../../components/ui/states';
import type { OrderResponse } from '../../api/schemas/order-response';
import { WidgetBoundary } from '../../components/ui/widget-boundary';
import { BudgetSection } from './budget-section';
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
import { StrategiesSection } from './strategies-section';

export function ResponseView({ response, csvFileName }: { response: OrderResponse; csvFileName: string }) {
  // The summary sections paint first; the strategies, leverage and budget (charts and long tables) follow
  // in a deferred, interruptible render, so the page never blocks the main thread in one long task.
  const detailsReady = useDeferredValue(true, false);
  const leverage = useMemo(
    () => leverageInputs(response.valuation?.estimatedAsIsValue.value ?? null, response.strategies),
    [response],
  );
  return (
    <div className="space-y-6">
      {/* The valuation comes first (on a phone it is the first thing seen); on wide screens and paper it
          sits beside the property. */}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr] print:grid-cols-[2fr_1fr]">
        <div className="lg:col-start-2 lg:row-start-1 print:col-start-2 print:row-start-1">
          <ValuationSummary response={response} />
        </div>
        <div className="lg:col-start-1 lg:row-start-1 print:col-start-1 print:row-start-1">
          <PropertySection response={response} />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3 print:grid-cols-1">
        <MarketSection response={response} />
        <ConfidenceSection response={response} />
        <ConditionSection response={response} />
      </div>
      <CommentarySection response={response} />
      {detailsReady ? (
        <>
          <WidgetBoundary title="The renovation strategies could not be shown">
            <StrategiesSection rows={response.strategies} />
          </WidgetBoundary>
          <WidgetBoundary title="The leverage calculator could not be shown">
            <LeverageCalculator inputs={leverage} />
          </WidgetBoundary>
          <WidgetBoundary title="The budget could not be shown">
            <BudgetSection items={response.budget} fileName={csvFileName} />
          </WidgetBoundary>
        </>
      ) : (
        <div className="min-h-[40rem]">
          <LoadingState label="Loading the strategies and the budget…" lines={4} />
        </div>
      )}
    </div>
  );
}
