/**
 * The reading sections of one order result: property, valuation summary and market (the scores,
 * condition and commentary: score-sections.tsx). Figures the report lacks are left out; a part with
 * nothing to show says so once; a field that could not be read says "Unreadable" where it stands, a
 * section that could not be read says so in its place.
 */
import { useId, type ReactNode } from 'react';
import { isUnreadable, type OrderResponse, type Unreadable } from '../../../api/schemas/order-response';
import type { KeyFlag } from '../../../api/schemas/primitives';
import { Section } from '../../../components/ui/section';
import { ServiceText } from '../../../components/ui/service-text';
import type { DisplayNumber } from '../../../lib/parse';
import { withoutBidiControls } from '../../../lib/bidi';
import { formatNumber } from '../../../lib/numbers';
import { fieldNode, fieldText, UnreadableSection } from './field-value';

export type Address = Exclude<OrderResponse['address'], null | Unreadable>;

/** "350 Riverside Drive, Unit 4B" (a unit already written as "Apt 2" or "#2" is kept as sent). */
export function streetLine(address: Address): string {
  const street = withoutBidiControls(fieldText(address.address));
  const unit = withoutBidiControls(fieldText(address.unitNumber)).trim();
  if (!unit) return street;
  const labelled = /^(unit|apt|apartment|suite|ste|#)/i.test(unit) ? unit : `Unit ${unit}`;
  return street ? `${street}, ${labelled}` : labelled;
}

export function cityLine(address: Address): string {
  const parts = [address.city, address.state, address.postalCode].map((p) =>
    withoutBidiControls(fieldText(p)),
  );
  return `${parts[0]}, ${parts[1]} ${parts[2]}`.replace(/^, /, '').trim();
}

/** The address of a result, or null when it is missing or unreadable. */
export function addressOf(response: OrderResponse): Address | null {
  const a = response.address;
  return a === null || isUnreadable(a) ? null : a;
}

/** The street line of a result, or what stands for it when the address is missing or unreadable. */
export function resultStreet(response: OrderResponse): string {
  const a = response.address;
  if (a === null) return 'Address not given';
  if (isUnreadable(a)) return 'Address unreadable';
  return streetLine(a) || 'Address not given';
}

export interface Fact {
  label: string;
  /** The service's own label, shown in small type under the plain one. */
  service?: string;
  /** null: not sent, and not shown. */
  value: ReactNode | null;
  /** A one-line plain explanation under the value. */
  hint?: string;
}

/** The facts that have a value, or null when none has: the caller then says the part is missing. */
export function Facts({ facts, columns = 2 }: { facts: Fact[]; columns?: 2 | 3 }) {
  const shown = facts.filter((fact) => fact.value !== null);
  if (shown.length === 0) return null;
  return (
    <dl
      className={`grid grid-cols-2 gap-x-6 gap-y-3 ${columns === 3 ? 'lg:grid-cols-3 print:grid-cols-3' : ''}`}
    >
      {shown.map((fact) => (
        <div key={fact.label} className="min-w-0 break-inside-avoid">
          <dt className="text-sm text-slate-700">
            {fact.label}
            {fact.service && fact.service.toLowerCase() !== fact.label.toLowerCase() ? (
              <span className="block text-xs text-slate-600">Service: {fact.service}</span>
            ) : null}
          </dt>
          <dd className="text-base font-medium text-slate-900">{fact.value}</dd>
          {fact.hint ? <dd className="mt-0.5 text-xs text-slate-700">{fact.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** Facts, or one line saying the report has none of them. */
export function FactsOr({ facts, columns, missing }: { facts: Fact[]; columns?: 2 | 3; missing: string }) {
  return facts.some((f) => f.value !== null) ? (
    <Facts facts={facts} columns={columns} />
  ) : (
    <p className="text-sm text-slate-700">{missing}</p>
  );
}

const quantity =
  (unit = '') =>
  (value: number) =>
    `${formatNumber(value)}${unit}`;
const numberText = (value: DisplayNumber) => (value.text === '' ? null : <ServiceText text={value.text} />);

/** `"1"`/`"0"` read as Yes/No; any other text the service sends is shown as sent. */
function keyFlagNode(value: KeyFlag | Unreadable): ReactNode | null {
  return fieldNode(value, (v) => (typeof v === 'string' ? <ServiceText text={v} /> : v ? 'Yes' : 'No'));
}

function specFacts(specs: Exclude<OrderResponse['specs'], null | Unreadable>): Fact[] {
  const flags = specs.keyFlags;
  const flagFacts: Fact[] =
    flags === null
      ? []
      : isUnreadable(flags)
        ? [{ label: 'Key features', value: fieldNode(flags) }]
        : [
            { label: 'Golf course', value: keyFlagNode(flags.golfCourse) },
            { label: 'Pool', value: keyFlagNode(flags.pool) },
            { label: 'Waterfront', value: keyFlagNode(flags.waterFront) },
          ];
  const lotSize = fieldNode(specs.lotSize, quantity());
  return [
    { label: 'Above grade', value: fieldNode(specs.aboveGradeSqft, quantity(' sq ft')) },
    { label: 'Below grade', value: fieldNode(specs.belowGradeSqft, quantity(' sq ft')) },
    { label: 'Beds', value: fieldNode(specs.beds, quantity()) },
    { label: 'Baths', value: fieldNode(specs.baths, quantity()) },
    { label: 'Year built', value: fieldNode(specs.yearBuilt) },
    {
      label: 'Lot size',
      value: lotSize,
      hint: typeof specs.lotSize === 'number' ? 'The service does not state the unit.' : undefined,
    },
    { label: 'Stories', value: fieldNode(specs.stories, numberText) },
    { label: 'Garage', value: fieldNode(specs.garage, quantity()) },
    ...flagFacts,
  ];
}

function AddressBlock({ address }: { address: OrderResponse['address'] }) {
  if (address === null)
    return <p className="text-sm text-slate-700">This report does not include the address.</p>;
  if (isUnreadable(address)) return <UnreadableSection what="The address" />;
  const line2 = fieldNode(address.addressLine2);
  const assetRef = fieldNode(address.assetRefId);
  return (
    <>
      <address className="not-italic text-slate-900 [overflow-wrap:anywhere]">
        <span className="block text-lg font-semibold">
          <ServiceText text={streetLine(address)} />
        </span>
        {line2 ? <span className="block">{line2}</span> : null}
        <span className="block">
          <ServiceText text={cityLine(address)} />
        </span>
      </address>
      {assetRef ? (
        <p className="mt-2 text-sm text-slate-700 [overflow-wrap:anywhere]">
          Asset reference <span className="font-mono text-slate-900">{assetRef}</span>
        </p>
      ) : null}
    </>
  );
}

export function PropertySection({ response }: { response: OrderResponse }) {
  const { specs } = response;
  return (
    <Section title="Property">
      <AddressBlock address={response.address} />
      <h3 className="mt-5 mb-3 text-base font-semibold text-slate-900">Property specs</h3>
      {isUnreadable(specs) ? (
        <UnreadableSection what="The property specs" />
      ) : (
        <FactsOr
          columns={3}
          facts={specs ? specFacts(specs) : []}
          missing="This report does not include property specs."
        />
      )}
    </Section>
  );
}

export function ValuationSummary({ response }: { response: OrderResponse }) {
  const valuation = response.valuation;
  const headingId = useId();
  const value =
    valuation && !isUnreadable(valuation) ? fieldNode(valuation.estimatedAsIsValue, numberText) : null;
  const condition = valuation && !isUnreadable(valuation) ? fieldNode(valuation.currentCondition) : null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-brand-300 bg-brand-50 p-4 shadow-sm break-inside-avoid sm:p-6 print:border-slate-400 print:bg-white"
    >
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        Valuation summary
      </h2>
      {isUnreadable(valuation) ? (
        <div className="mt-3 text-brand-900">
          <UnreadableSection what="The valuation summary" />
        </div>
      ) : value || condition ? (
        <dl className="mt-3 space-y-3 [overflow-wrap:anywhere]">
          {value ? (
            <div>
              <dt className="text-sm text-brand-900">Estimated as-is value</dt>
              <dd className="text-3xl font-semibold tracking-tight text-brand-900">{value}</dd>
            </div>
          ) : null}
          {condition ? (
            <div>
              <dt className="text-sm text-brand-900">Current condition</dt>
              <dd className="text-lg font-semibold text-brand-900">{condition}</dd>
            </div>
          ) : null}
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
      {isUnreadable(market) ? (
        <UnreadableSection what="The market information" />
      ) : (
        <FactsOr
          columns={3}
          missing="This report does not include market information."
          facts={
            market
              ? [
                  { label: 'ZIP code category', value: fieldNode(market.zipCodeCategory) },
                  {
                    label: 'Demand score',
                    value: fieldNode(market.demandScore, (score) => {
                      const level = fieldText(market.demandScoreLevel);
                      return <ServiceText text={level ? `${score} (${level})` : String(score)} />;
                    }),
                  },
                  { label: 'Inventory', value: fieldNode(market.inventory) },
                  { label: 'Median time to sell', value: fieldNode(market.medianTimeToSell) },
                  { label: 'Share remodeled', value: fieldNode(market.remodeled, numberText) },
                ]
              : []
          }
        />
      )}
    </Section>
  );
}
