/**
 * /pricing: the pricing wizard. Report type, then turnaround, then inspection, then the property and
 * the price. Every choice lives in the URL; everything else is derived from it and from the query
 * cache. A value the service no longer offers (a changed earlier step, an old link) is shown as not
 * chosen, with a notice naming it, and is dropped from the URL with the next change.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors';
import type { InspectionType } from '../../api/schemas/inspection-types';
import type { PricingRequest } from '../../api/schemas/pricing';
import type { ListResult } from '../../api/schemas/tolerant-list';
import type { Turnaround } from '../../api/schemas/turnarounds';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { useQuote } from '../../queries/pricing';
import {
  inspectionTypeQueries,
  turnaroundQueries,
  useInspectionTypes,
  useReportTypes,
  useTurnarounds,
} from '../../queries/reference-data';
import { PropertyStep } from './property-step';
import { QuotePanel } from './quote-panel';
import { TurnaroundComparison } from './turnaround-comparison';
import {
  readWizard,
  SERVICE_FIELDS,
  validLinkValue,
  writeWizard,
  type PropertyKey,
  type PropertyValues,
  type WizardKey,
  type WizardValues,
} from './wizard-params';
import { InspectionStep, ReportTypeStep, TurnaroundStep } from './wizard-steps';

const FIELD_LABELS: Record<WizardKey, string> = {
  report: 'Report type',
  turnaround: 'Turnaround',
  inspection: 'Inspection',
  property: 'Property type',
  state: 'State',
  zip: 'Postal code',
};
const PROPERTY_KEYS: PropertyKey[] = ['property', 'state', 'zip'];
const WIZARD_KEYS = Object.keys(SERVICE_FIELDS) as WizardKey[];

export function PricingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const wizard = readWizard(searchParams);
  const latestParams = useRef(searchParams);
  useLayoutEffect(() => {
    latestParams.current = searchParams;
  }, [searchParams]);
  const queryClient = useQueryClient();
  const [focusPrice, setFocusPrice] = useState(false);
  const onPriceFocused = useCallback(() => setFocusPrice(false), [setFocusPrice]);
  // "Get the price" was pressed: a turnaround or inspection still missing is then asked for.
  const [attempted, setAttempted] = useState(false);
  const turnaroundFrame = useRef<HTMLFieldSetElement>(null);
  const inspectionFrame = useRef<HTMLFieldSetElement>(null);
  const [comparing, setComparing] = useState(false);

  const reportTypes = useReportTypes();
  const report = reportTypes.data?.items.find((r) => r.slug === wizard.report) ?? null;
  // Both lists are requested together as soon as the report type is known.
  const turnarounds = useTurnarounds(report?.slug ?? null);
  const inspections = useInspectionTypes(report?.slug ?? null);
  const turnaround = turnarounds.data?.items.find((t) => t.slug === wizard.turnaround) ?? null;
  const inspection = inspections.data?.items.find((i) => i.slug === wizard.inspection) ?? null;

  const property = {
    property: validLinkValue('property', wizard.property),
    state: validLinkValue('state', wizard.state),
    zip: validLinkValue('zip', wizard.zip),
  };

  // Values in the URL that are not (or no longer) offered.
  const stale: Partial<WizardValues> = {
    report: wizard.report !== null && reportTypes.data && !report ? wizard.report : null,
    turnaround: wizard.turnaround !== null && turnarounds.data && !turnaround ? wizard.turnaround : null,
    inspection: wizard.inspection !== null && inspections.data && !inspection ? wizard.inspection : null,
  };
  for (const key of PROPERTY_KEYS)
    stale[key] = wizard[key] !== null && property[key] === null ? wizard[key] : null;

  const request: PricingRequest | null =
    report && turnaround && inspection && property.property && property.state && property.zip
      ? {
          reportType: report.slug,
          turnaround: turnaround.slug,
          inspectionType: inspection.slug,
          residentialPropertyType: property.property,
          state: property.state,
          postalCode: property.zip,
        }
      : null;
  const quote = useQuote(request);

  const serviceErrors: Partial<Record<WizardKey, string>> = {};
  if (request && isApiError(quote.error)) {
    for (const key of WIZARD_KEYS) {
      const messages = quote.error.errorsFor(SERVICE_FIELDS[key]).map((e) => e.message);
      if (messages.length > 0) serviceErrors[key] = messages.join(' ');
    }
  }

  function update(changes: Partial<WizardValues>) {
    const dropStale: Partial<WizardValues> = {};
    for (const key of WIZARD_KEYS) if (stale[key]) dropStale[key] = null;
    // Built on the last URL written, not on the last one rendered: the router renders a navigation in
    // a transition, and a choice made before it lands would otherwise undo the choice made just before.
    const next = writeWizard(latestParams.current, { ...dropStale, ...changes });
    latestParams.current = next;
    // Each choice is a history entry, so back and forward walk through the wizard.
    setSearchParams(next);
  }

  const missingError = {
    turnaround: attempted && !turnaround ? 'Choose a turnaround.' : undefined,
    inspection: attempted && !inspection ? 'Choose an inspection.' : undefined,
  };

  function submitProperty(values: PropertyValues) {
    update({ property: values.property, state: values.state, zip: values.zip });
    setAttempted(true);
    const missing = !turnaround ? turnaroundFrame.current : !inspection ? inspectionFrame.current : null;
    if (missing) {
      // Nothing can be priced yet: take the user to the step that still needs a choice.
      missing.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)')?.focus();
    } else {
      setFocusPrice(true);
    }
  }

  function turnaroundName(slug: string): string {
    // The name from any turnaround list seen before (a changed report type); else the slug as linked.
    const lists = queryClient.getQueriesData<ListResult<Turnaround>>({ queryKey: turnaroundQueries.all() });
    const known = lists.flatMap(([, list]) => list?.items ?? []).find((t) => t.slug === slug);
    return known ? known.name : `“${slug}”`;
  }

  function inspectionName(slug: string): string {
    const lists = queryClient.getQueriesData<ListResult<InspectionType>>({
      queryKey: inspectionTypeQueries.allForReport(),
    });
    const known = lists.flatMap(([, list]) => list?.items ?? []).find((i) => i.slug === slug);
    return known ? known.name : `“${slug}”`;
  }

  const linkProblems = PROPERTY_KEYS.filter((key) => stale[key]).map(
    (key) => `${FIELD_LABELS[key].toLowerCase()} “${stale[key]}”`,
  );

  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Price a report"
          description="Choose a report, a turnaround and an inspection, describe the property, and get a firm, itemised price."
        />
      </div>

      <div className="space-y-6">
        <div className="space-y-6 print:hidden">
          <ReportTypeStep
            query={reportTypes}
            value={report?.slug ?? null}
            onChange={(slug) => {
              setAttempted(false);
              update({ report: slug });
            }}
            error={serviceErrors.report}
            notice={
              stale.report
                ? `The report type “${stale.report}” in this link is not offered to your company. Choose a report type.`
                : undefined
            }
          />

          {report ? (
            <>
              <TurnaroundStep
                query={turnarounds}
                value={turnaround?.slug ?? null}
                onChange={(slug) => update({ turnaround: slug })}
                error={serviceErrors.turnaround ?? missingError.turnaround}
                frameRef={turnaroundFrame}
                notice={
                  stale.turnaround
                    ? `The turnaround ${turnaroundName(stale.turnaround)} is not offered for ${report.nickname}. Choose another turnaround.`
                    : undefined
                }
              />
              <InspectionStep
                query={inspections}
                value={inspection?.slug ?? null}
                onChange={(slug) => update({ inspection: slug })}
                error={serviceErrors.inspection ?? missingError.inspection}
                frameRef={inspectionFrame}
                notice={
                  stale.inspection
                    ? `The inspection ${inspectionName(stale.inspection)} is not offered for ${report.nickname}. Choose another inspection.`
                    : undefined
                }
              />
              <PropertyStep
                // A new key when the URL's property changes (back, forward) resets the form to it. The key
                // uses the usable values only: dropping an unusable linked value from the URL must not
                // reset what the user has typed since.
                key={`${property.property ?? ''}|${property.state ?? ''}|${property.zip ?? ''}`}
                defaults={{
                  property: property.property ?? '',
                  state: property.state ?? '',
                  zip: property.zip ?? '',
                }}
                serviceErrors={serviceErrors}
                pending={request !== null && quote.isFetching}
                onSubmit={submitProperty}
                notice={
                  linkProblems.length > 0
                    ? `This link's ${linkProblems.join(' and ')} cannot be priced. Choose again.`
                    : undefined
                }
              />
            </>
          ) : null}
        </div>

        {request ? (
          <QuotePanel
            quote={quote}
            priced={{
              property: request.residentialPropertyType,
              state: request.state,
              zip: request.postalCode,
            }}
            focus={{ pending: focusPrice, onFocused: onPriceFocused }}
            fieldLabels={Object.fromEntries(WIZARD_KEYS.map((k) => [SERVICE_FIELDS[k], FIELD_LABELS[k]]))}
            mappedFields={WIZARD_KEYS.map((k) => SERVICE_FIELDS[k])}
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
            {comparing ? (
              <TurnaroundComparison
                request={request}
                turnarounds={turnarounds.data.items}
                onChoose={(slug) => {
                  update({ turnaround: slug });
                  setFocusPrice(true);
                }}
              />
            ) : (
              <p className="text-sm text-slate-700">
                See every turnaround's total and due date side by side.
              </p>
            )}
          </Section>
        ) : null}
      </div>
    </>
  );
}
