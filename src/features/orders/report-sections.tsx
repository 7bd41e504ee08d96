/**
 * The reading sections of one order result: property, valuation summary, market, confidence,
 * condition and commentary. Parts the report lacks are said to be missing, never left blank.
 */
import { useId, type ReactNode } from 'react';
import type { OrderResponse } from '../../api/schemas/order-response';
import type { KeyFlag } from '../../api/schemas/primitives';
import { Section } from '../../components/ui/section';

type Address = OrderResponse['address'];

/** "350 Riverside Drive, Unit 4B" (a unit already written as "Apt 2" or "#2" is kept as sent). */
export function streetLine(address: Address): string {
  const unit = address.unitNumber?.trim();
  if (!unit) return address.address;
  const labelled = /^(unit|apt|apartment|suite|ste|#)/i.test(unit) ? unit : `Unit ${unit}`;
  return `${address.address}, ${labelled}`;
}

export function cityLine(address: Address): string {
  return `${address.city}, ${address.state} ${address.postalCode}`.trim();
}

export interface Fact {
  label: string;
  value: ReactNode;
  /** A one-line plain explanation under the value. */
  hint?: string;
}

export function Facts({ facts, columns = 2 }: { facts: Fact[]; columns?: 2 | 3 }) {
  return (
    <dl
      className={`grid grid-cols-2 gap-x-6 gap-y-3 ${columns === 3 ? 'lg:grid-cols-3' : ''} print:grid-cols-3`}
    >
      {facts.map((fact) => (
        <div key={fact.label} className="break-inside-avoid">
          <dt className="text-sm text-slate-700">{fact.label}</dt>
          <dd className="text-base font-medium text-slate-900">{fact.value}</dd>
          {fact.hint ? <dd className="mt-0.5 text-xs text-slate-700">{fact.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

const NOT_PROVIDED = 'Not provided';
const count = new Intl.NumberFormat('en-US');

function quantity(value: number | null, unit = ''): string {
  return value === null ? NOT_PROVIDED : `${count.format(value)}${unit}`;
}

/** `"1"`/`"0"` read as Yes/No; any other text the service sends is shown as sent. */
function keyFlagText(value: KeyFlag): string {
  if (typeof value === 'string') return value;
  return value === null ? 'Unknown' : value ? 'Yes' : 'No';
}

export function PropertySection({ response }: { response: OrderResponse }) {
  const { address, specs } = response;
  return (
    <Section title="Property">
      <address className="not-italic text-slate-900">
        <span className="block text-lg font-semibold">{streetLine(address)}</span>
        {address.addressLine2 ? <span className="block">{address.addressLine2}</span> : null}
        <span className="block">{cityLine(address)}</span>
      </address>
      {address.assetRefId ? (
        <p className="mt-2 text-sm text-slate-700">
          Asset reference <span className="font-mono text-slate-900">{address.assetRefId}</span>
        </p>
      ) : null}
      <h3 className="mt-5 mb-3 text-base font-semibold text-slate-900">Property specs</h3>
      {specs ? (
        <Facts
          columns={3}
          facts={[
            { label: 'Above grade', value: quantity(specs.aboveGradeSqft, ' sq ft') },
            { label: 'Below grade', value: quantity(specs.belowGradeSqft, ' sq ft') },
            { label: 'Beds', value: quantity(specs.beds) },
            { label: 'Baths', value: quantity(specs.baths) },
            { label: 'Year built', value: specs.yearBuilt ?? NOT_PROVIDED },
            {
              label: 'Lot size',
              value: quantity(specs.lotSize),
              hint: specs.lotSize === null ? undefined : 'The service does not state the unit.',
            },
            { label: 'Stories', value: specs.stories.text || NOT_PROVIDED },
            { label: 'Garage', value: quantity(specs.garage) },
            { label: 'Golf course', value: keyFlagText(specs.keyFlags.golfCourse) },
            { label: 'Pool', value: keyFlagText(specs.keyFlags.pool) },
            { label: 'Waterfront', value: keyFlagText(specs.keyFlags.waterFront) },
          ]}
        />
      ) : (
        <p className="text-sm text-slate-700">This report does not include property specs.</p>
      )}
    </Section>
  );
}

export function ValuationSummary({ response }: { response: OrderResponse }) {
  const valuation = response.valuation;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-brand-300 bg-brand-50 p-4 shadow-sm sm:p-6 print:border-slate-400 print:bg-white"
    >
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        Valuation summary
      </h2>
      {valuation ? (
        <dl className="mt-3 space-y-3">
          <div>
            <dt className="text-sm text-brand-900">Estimated as-is value</dt>
            <dd className="text-3xl font-bold tracking-tight text-brand-900">
              {valuation.estimatedAsIsValue.text || NOT_PROVIDED}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-brand-900">Current condition</dt>
            <dd className="text-lg font-semibold text-brand-900">
              {valuation.currentCondition || NOT_PROVIDED}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-brand-900">This report does not include a valuation summary.</p>
      )}
    </section>
  );
}

export function MarketSection({ response }: { response: OrderResponse }) {
  const market = response.market;
  return (
    <Section title="Market information">
      {market ? (
        <Facts
          columns={3}
          facts={[
            { label: 'ZIP code category', value: market.zipCodeCategory || NOT_PROVIDED },
            {
              label: 'Demand score',
              value:
                market.demandScore === null
                  ? NOT_PROVIDED
                  : `${market.demandScore}${market.demandScoreLevel ? ` (${market.demandScoreLevel})` : ''}`,
            },
            { label: 'Inventory', value: market.inventory || NOT_PROVIDED },
            { label: 'Median time to sell', value: market.medianTimeToSell || NOT_PROVIDED },
            { label: 'Share remodeled', value: market.remodeled.text || NOT_PROVIDED },
          ]}
        />
      ) : (
        <p className="text-sm text-slate-700">This report does not include market information.</p>
      )}
    </Section>
  );
}

export function ConfidenceSection({ response }: { response: OrderResponse }) {
  const c = response.confidence;
  return (
    <Section title="Confidence">
      {c ? (
        <Facts
          facts={[
            {
              label: 'Forecast standard deviation (FSD)',
              value: c.fsdScore.text || NOT_PROVIDED,
              hint: 'The likely spread of the value estimate. Lower is tighter.',
            },
            {
              label: 'Confidence score',
              value: c.fsdConfidenceScore === null ? NOT_PROVIDED : String(c.fsdConfidenceScore),
              hint: 'The forecast standard deviation (FSD) as a confidence score. Higher is better.',
            },
            {
              label: 'RV confidence',
              value: c.rvConfidence || NOT_PROVIDED,
              hint: 'How well the value is supported by comparable sales.',
            },
            {
              label: 'Data quality',
              value: c.dataQuality || NOT_PROVIDED,
              hint: 'How complete and current the property and sales data are.',
            },
            {
              label: 'Application score',
              value: c.applicationScore || NOT_PROVIDED,
              hint: 'The service’s overall grade of the property for lending.',
            },
          ]}
        />
      ) : (
        <p className="text-sm text-slate-700">This report does not include confidence scores.</p>
      )}
    </Section>
  );
}

/** "N/A" (or nothing) is the service's way of saying not rated; any other text is its rating, as sent. */
function ratingValue(rating: { text: string; value: number | null }): string {
  return rating.text === '' || /^n\/?a$/i.test(rating.text) ? 'Not rated' : rating.text;
}

export function ConditionSection({ response }: { response: OrderResponse }) {
  const r = response.condition;
  return (
    <Section title="Condition ratings">
      {r ? (
        <Facts
          facts={[
            { label: 'Overall', value: ratingValue(r.overall) },
            { label: 'Kitchen', value: ratingValue(r.kitchen) },
            { label: 'Baths', value: ratingValue(r.baths) },
            { label: 'Interior', value: ratingValue(r.interior) },
            { label: 'Exterior', value: ratingValue(r.exterior) },
          ]}
        />
      ) : (
        <p className="text-sm text-slate-700">This report does not include condition ratings.</p>
      )}
    </Section>
  );
}

const COMMENTARY: { key: keyof OrderResponse['commentary']; title: string }[] = [
  { key: 'market', title: 'Market' },
  { key: 'subjectProperty', title: 'Subject property' },
  { key: 'budget', title: 'Budget' },
  { key: 'valuation', title: 'Valuation' },
  { key: 'recommendations', title: 'Recommendations' },
];

export function CommentarySection({ response }: { response: OrderResponse }) {
  const parts = COMMENTARY.filter((c) => response.commentary[c.key].trim() !== '');
  return (
    <Section title="Commentary">
      {parts.length === 0 ? (
        <p className="text-sm text-slate-700">This report has no commentary.</p>
      ) : (
        <div className="space-y-4">
          {parts.map((part) => (
            <div key={part.key} className="break-inside-avoid">
              <h3 className="text-base font-semibold text-slate-900">{part.title}</h3>
              <p className="mt-1 max-w-prose text-slate-800">{response.commentary[part.key]}</p>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}
