/**
 * /pricing: the pricing wizard. A stepper of four steps (report type, turnaround, inspection, then the
 * property and the price), a running summary that stays in view, and the price with its actions.
 * The state lives in the URL; see usePricingWizard for what is derived from it.
 */
import { useCallback, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Section } from '../../../components/ui/section';
import { formatDueDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { stateName } from '../../../lib/us-states';
import { PropertyStep } from './property-step';
import { quoteSearch } from '../quotes/quote-model';
import { QuotePanel } from './quote-panel';
import { QuoteSummary } from './quote-summary';
import { StepCard, type StepStatus } from './step-card';
import { TurnaroundComparison } from './turnaround-comparison';
import { useReportPrefetch } from './use-report-prefetch';
import { FIELD_LABELS, STEPS, usePricingWizard, type StepKey } from './use-pricing-wizard';
import { propertyTypeLabel, SERVICE_FIELDS, type PropertyValues, type WizardKey } from './wizard-params';
import { inspectionLabel, turnaroundFeeText } from './step-text';
import { InspectionStep, ReportTypeStep, TurnaroundStep } from './wizard-steps';

const STEP_TITLES: Record<StepKey, string> = {
  report: 'Report type',
  turnaround: 'Turnaround',
  inspection: 'Inspection',
  property: 'Property and price',
};
const CHANGE_LABELS: Record<StepKey, string> = {
  report: 'Change the report type',
  turnaround: 'Change the turnaround',
  inspection: 'Change the inspection',
  property: 'Change the property',
};
const SERVICE_FIELD_LABELS = Object.fromEntries(
  (Object.keys(SERVICE_FIELDS) as WizardKey[]).map((k) => [SERVICE_FIELDS[k], FIELD_LABELS[k]]),
);

export function PricingPage() {
  const idPrefix = useId();
  const headingId = useCallback((step: StepKey | 'price') => `${idPrefix}-${step}-heading`, [idPrefix]);
  const titleId = (step: StepKey) => `${idPrefix}-${step}-title`;
  const wizard = usePricingWizard(headingId);
  const pickReport = useReportPrefetch();
  const { commit } = wizard;
  // The steps are memoized: their handlers keep one identity (commit is stable).
  const on = useMemo(
    () => ({
      report: (slug: string) => commit({ report: slug }),
      turnaround: (slug: string) => commit({ turnaround: slug }),
      inspection: (slug: string) => commit({ inspection: slug }),
      live: {
        turnaround: (slug: string) => commit({ turnaround: slug }, { live: true }),
        inspection: (slug: string) => commit({ inspection: slug }, { live: true }),
      },
      property: (values: PropertyValues) =>
        commit({ property: values.property, state: values.state, zip: values.zip }),
    }),
    [commit],
  );
  const { report, turnaround, inspection, property, request, quote, turnarounds } = wizard;
  const [comparing, setComparing] = useState(false);
  // The button answers at once; the comparison's table mounts in a deferred render after that paint.
  const showComparison = useDeferredValue(comparing);

  const status = (step: StepKey): StepStatus =>
    wizard.open === step ? 'open' : wizard.done[step] ? 'done' : 'upcoming';
  const propertyText =
    property.property && property.state && property.zip
      ? `${propertyTypeLabel(property.property)} in ${stateName(property.state)} ${property.zip}`
      : null;
  const summaries: Record<StepKey, ReactNode> = {
    report: report?.nickname ?? 'Loading…',
    turnaround: turnaround ? (
      `${turnaround.name} · ${turnaroundFeeText(turnaround.fee)} · due ${formatDueDate(turnaround.dueDate)}`
    ) : (
      // On a phone the summary takes two lines (three at 320 px): kept while the turnarounds load, so that
      // the steps below do not move when it arrives (a layout shift of 0.15 at 390 px on a linked quote).
      <span className="block min-h-10 max-[22.5rem]:min-h-15 sm:min-h-0">Loading…</span>
    ),
    inspection: inspection ? inspectionLabel(inspection) : 'Loading…',
    property: propertyText ?? '',
  };

  const card = (step: StepKey, body: ReactNode, keepMounted = false) => (
    <StepCard
      number={STEPS.indexOf(step) + 1}
      total={STEPS.length}
      title={STEP_TITLES[step]}
      titleId={titleId(step)}
      headingId={headingId(step)}
      status={status(step)}
      summary={summaries[step]}
      onChange={() => wizard.change(step)}
      changeLabel={CHANGE_LABELS[step]}
      keepMounted={keepMounted}
    >
      {body}
    </StepCard>
  );

  // A live step keeps one key while its choices move the URL, so that it is not remounted under focus.
  const liveKey = (step: StepKey, slug: string | undefined) => (wizard.live === step ? 'live' : (slug ?? ''));
  const onChoose = (step: 'turnaround' | 'inspection') => (wizard.live === step ? on.live[step] : undefined);

  const openIndex = wizard.open ? STEPS.indexOf(wizard.open) : -1;
  const barStatus = wizard.open
    ? `Step ${openIndex + 1} of ${STEPS.length}: ${STEP_TITLES[wizard.open]}`
    : quote.isError
      ? 'Not priced yet'
      : 'Pricing…';

  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Price a report"
          description="Choose a report, a turnaround and an inspection, describe the property, and get a firm, itemized price."
          // As /orders offers "Review many results": a button of the header, not a link inside a sentence
          // (on a phone a 44 px link split its sentence in two).
          actions={
            <Link to={paths.pricingBatch()} className={buttonClasses('secondary')}>
              Price many properties
            </Link>
          }
        />
      </div>

      <div className="pb-28 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8 lg:pb-0 print:block print:pb-0">
        <div className="min-w-0 space-y-6">
          <ol aria-label="Pricing steps" className="space-y-3 print:hidden">
            {card(
              'report',
              <ReportTypeStep
                key={report?.slug ?? ''}
                query={wizard.reportTypes}
                value={report?.slug ?? null}
                onContinue={on.report}
                onPick={pickReport}
                titleId={titleId('report')}
                error={wizard.serviceErrors.report}
                notice={wizard.notices.report}
              />,
            )}
            {card(
              'turnaround',
              <TurnaroundStep
                key={liveKey('turnaround', turnaround?.slug)}
                query={turnarounds}
                value={turnaround?.slug ?? null}
                onContinue={on.turnaround}
                onChoose={onChoose('turnaround')}
                titleId={titleId('turnaround')}
                error={wizard.serviceErrors.turnaround}
                notice={wizard.notices.turnaround}
              />,
            )}
            {card(
              'inspection',
              <InspectionStep
                key={liveKey('inspection', inspection?.slug)}
                query={wizard.inspections}
                value={inspection?.slug ?? null}
                onContinue={on.inspection}
                onChoose={onChoose('inspection')}
                titleId={titleId('inspection')}
                error={wizard.serviceErrors.inspection}
                notice={wizard.notices.inspection}
              />,
            )}
            {card(
              'property',
              <PropertyStep
                // The usable values only: dropping an unusable linked value from the URL must not reset
                // what the user has typed since (the step starts again from a property the URL moves to).
                titleId={titleId('property')}
                defaults={{
                  property: property.property ?? '',
                  state: property.state ?? '',
                  zip: property.zip ?? '',
                }}
                serviceErrors={wizard.serviceErrors}
                pending={request !== null && quote.isFetching}
                onSubmit={on.property}
                notice={wizard.notices.property}
              />,
              true,
            )}
          </ol>

          {/* Print shows the quote sheet alone (quote-sheet.tsx): until there is a quote, say so on paper. */}
          {request && quote.data ? null : (
            <p className="hidden text-base text-slate-900 print:block">
              There is no price to print yet. Choose a report, a turnaround and an inspection, describe the
              property and get a price; then print the quote.
            </p>
          )}

          {request ? (
            <QuotePanel
              key={quoteSearch(request)}
              quote={quote}
              request={request}
              headingId={headingId('price')}
              fieldLabels={SERVICE_FIELD_LABELS}
            />
          ) : null}

          {request && !quote.isError && turnarounds.data && turnarounds.data.items.length > 1 ? (
            <Section
              title="Compare turnarounds"
              description="The same report, inspection and property, priced for every turnaround."
              className="print:hidden"
              actions={
                <Button
                  variant="secondary"
                  aria-expanded={comparing}
                  onClick={() => setComparing((open) => !open)}
                >
                  {comparing ? 'Hide comparison' : 'Show comparison'}
                </Button>
              }
            >
              {showComparison ? (
                <TurnaroundComparison
                  request={request}
                  turnarounds={turnarounds.data.items}
                  onChoose={(slug) => wizard.commit({ turnaround: slug })}
                />
              ) : (
                <p className="text-sm text-slate-700">
                  See every turnaround's total and due date side by side.
                </p>
              )}
            </Section>
          ) : null}
        </div>

        <QuoteSummary
          rows={[
            { label: 'Report type', value: report?.nickname ?? null, loading: wizard.done.report },
            {
              label: 'Turnaround',
              value: turnaround ? `${turnaround.name}, due ${formatDueDate(turnaround.dueDate)}` : null,
              loading: wizard.done.turnaround,
            },
            {
              label: 'Inspection',
              value: inspection ? inspectionLabel(inspection) : null,
              loading: wizard.done.inspection,
            },
            { label: 'Property', value: propertyText },
          ]}
          pricing={request && quote.data ? quote.data : null}
          context={request ? { state: request.state, postalCode: request.postalCode } : null}
          status={barStatus}
        />
      </div>
    </>
  );
}
