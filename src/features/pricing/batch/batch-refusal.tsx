/**
 * Why the service did not price a row, in the portal's words with what to do next (api/pricing-refusals.ts);
 * the service's own words kept under "The service's words". A refusal the portal does not know is shown
 * as the service's, introduced as such.
 */
import { plainPricingRefusal, type PlainPricingRefusal } from '../../../api/pricing-refusals';
import { ServiceText } from '../../../components/ui/service-text';
import { Alert } from '../../../components/ui/alert';
import type { Batch, PropertyResult } from './batch-model';

export interface RefusalPart {
  /** The service's words, as sent. */
  words: string;
  plain: PlainPricingRefusal | null;
}

/** One part per line of the service's refusal (one per field it named; batch-classify.ts). */
export function refusalParts(reason: string): RefusalPart[] {
  return reason
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((words) => ({ words, plain: plainPricingRefusal(words) }));
}

export function RowNote({ result }: { result: PropertyResult }) {
  if (result.status === 'failed')
    return (
      <div className="space-y-1 text-xs text-slate-700">
        <p>
          <ServiceText text={result.reason} />
        </p>
        <p>No answer from the service: try again for the failed rows.</p>
      </div>
    );
  if (result.status !== 'refused') return null;
  const parts = refusalParts(result.reason);
  const known = parts.every((part) => part.plain !== null);
  return (
    <div className="space-y-1 text-xs text-slate-700">
      {parts.map((part, i) =>
        part.plain ? (
          <p key={i}>
            <span className="font-semibold">{part.plain.title}.</span> {part.plain.message}
          </p>
        ) : (
          <p key={i}>
            {'The service said: '}
            <ServiceText text={`“${part.words}”`} />
          </p>
        ),
      )}
      {known ? (
        <details>
          <summary className="cursor-pointer py-3.5 underline-offset-2 hover:underline sm:py-0">
            The service&rsquo;s words
          </summary>
          {parts.map((part, i) => (
            <p key={i} className="font-mono [overflow-wrap:anywhere]">
              <ServiceText text={part.words} />
            </p>
          ))}
        </details>
      ) : (
        <p>Correct the row below and price it again, or remove it.</p>
      )}
    </div>
  );
}

/**
 * The one refusal of a batch refused whole for a reason that is not about its rows' cells (the company
 * not accepted, say): said once for the batch rather than row by row. Null otherwise.
 */
export function wholeRefusal(batch: Batch): RefusalPart | null {
  const reasons = new Set<string>();
  for (const result of Object.values(batch.results)) {
    if (result.status !== 'refused') return null;
    reasons.add(result.reason);
  }
  const [reason] = reasons;
  if (reasons.size !== 1 || reason === undefined) return null;
  const parts = refusalParts(reason);
  const [part] = parts;
  return parts.length === 1 && part && !part.plain?.field ? part : null;
}

/** A batch refused whole: what happened and what to do, the service's words kept. */
export function WholeRefusal({ part }: { part: RefusalPart }) {
  return (
    <Alert tone="error" title={part.plain?.title ?? 'The service refused every row'}>
      {part.plain ? (
        <>
          <p>{part.plain.message}</p>
          <details className="mt-2 text-xs">
            <summary className="cursor-pointer py-3.5 underline-offset-2 hover:underline sm:py-0">
              The service&rsquo;s words
            </summary>
            <p className="font-mono [overflow-wrap:anywhere]">
              <ServiceText text={part.words} />
            </p>
          </details>
        </>
      ) : (
        <p>
          {'The service said: '}
          <ServiceText text={`“${part.words}”`} />
        </p>
      )}
    </Alert>
  );
}
