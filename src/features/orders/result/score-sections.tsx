/**
 * The scores of an order result (confidence and condition) and its commentary. The interface gives the
 * scores no meaning and the ratings no scale, so the page says the service does not define them rather
 * than explain them; each score keeps the service's own label under its plain one (strategy-labels.ts).
 */
import { isUnreadable, type OrderResponse } from '../../../api/schemas/order-response';
import { Section } from '../../../components/ui/section';
import { ServiceText } from '../../../components/ui/service-text';
import type { DisplayNumber } from '../../../lib/parse';
import { fieldNode, UnreadableSection, UnreadableValueText } from './field-value';
import { FactsOr, type Fact } from './report-sections';
import { PLAIN_LABELS, type PlainLabelKey } from '../strategies/strategy-labels';

const scoreFact = (key: PlainLabelKey, value: Fact['value']): Fact => ({
  label: PLAIN_LABELS[key].label,
  service: PLAIN_LABELS[key].service,
  value,
});
const numberText = (value: DisplayNumber) => (value.text === '' ? null : <ServiceText text={value.text} />);

export function ConfidenceSection({ response }: { response: OrderResponse }) {
  const c = response.confidence;
  const facts: Fact[] =
    c && !isUnreadable(c)
      ? [
          scoreFact('fsdScore', fieldNode(c.fsdScore, numberText)),
          scoreFact('fsdConfidenceScore', fieldNode(c.fsdConfidenceScore, String)),
          scoreFact('rvConfidence', fieldNode(c.rvConfidence)),
          scoreFact('dataQuality', fieldNode(c.dataQuality)),
          scoreFact('applicationScore', fieldNode(c.applicationScore)),
        ]
      : [];
  const shown = facts.some((f) => f.value !== null);
  return (
    <Section
      title="Confidence"
      description={shown ? 'Scores as the service sends them. The service does not define them.' : undefined}
    >
      {isUnreadable(c) ? (
        <UnreadableSection what="The confidence scores" />
      ) : (
        <FactsOr facts={facts} missing="This report does not include confidence scores." />
      )}
    </Section>
  );
}

/** "N/A" is the service's way of saying not rated; any other text is its rating, as sent. */
function ratingNode(rating: DisplayNumber) {
  if (rating.text === '') return null;
  return /^n\/?a$/i.test(rating.text) ? 'Not rated' : <ServiceText text={rating.text} />;
}

export function ConditionSection({ response }: { response: OrderResponse }) {
  const r = response.condition;
  const facts: Fact[] =
    r && !isUnreadable(r)
      ? [
          { label: 'Overall', value: fieldNode(r.overall, ratingNode) },
          { label: 'Kitchen', value: fieldNode(r.kitchen, ratingNode) },
          { label: 'Baths', value: fieldNode(r.baths, ratingNode) },
          { label: 'Interior', value: fieldNode(r.interior, ratingNode) },
          { label: 'Exterior', value: fieldNode(r.exterior, ratingNode) },
        ]
      : [];
  const shown = facts.some((f) => f.value !== null);
  return (
    <Section
      title="Condition ratings"
      description={
        shown ? 'Ratings as the service sends them. The service does not define the scale.' : undefined
      }
    >
      {isUnreadable(r) ? (
        <UnreadableSection what="The condition ratings" />
      ) : (
        <FactsOr facts={facts} missing="This report does not include condition ratings." />
      )}
    </Section>
  );
}

type CommentaryKey = 'market' | 'subjectProperty' | 'budget' | 'valuation' | 'recommendations';
const COMMENTARY: { key: CommentaryKey; title: string }[] = [
  { key: 'market', title: 'Market' },
  { key: 'subjectProperty', title: 'Subject property' },
  { key: 'budget', title: 'Budget' },
  { key: 'valuation', title: 'Valuation' },
  { key: 'recommendations', title: 'Recommendations' },
];

export function CommentarySection({ response }: { response: OrderResponse }) {
  const commentary = response.commentary;
  if (isUnreadable(commentary) || response.resultsUnreadable) {
    return (
      <Section title="Commentary">
        <UnreadableSection what="The commentary" />
      </Section>
    );
  }
  const parts = COMMENTARY.flatMap((c) => {
    const text = commentary[c.key];
    return isUnreadable(text) || text.trim() !== '' ? [{ ...c, text }] : [];
  });
  return (
    <Section title="Commentary">
      {parts.length === 0 ? (
        <p className="text-sm text-slate-700">This report has no commentary.</p>
      ) : (
        <div className="space-y-4">
          {parts.map((part) => (
            <div key={part.key}>
              <h3 className="text-base font-semibold text-slate-900 break-after-avoid">{part.title}</h3>
              <p className="mt-1 max-w-prose text-slate-800 [overflow-wrap:anywhere]">
                {isUnreadable(part.text) ? (
                  <UnreadableValueText value={part.text} />
                ) : (
                  <ServiceText text={part.text} />
                )}
              </p>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}
