/**
 * What a saved quote was priced for, as a list of terms: one look for a single quote and a batch on
 * /quotes. Every value is text from the service or the portal's words for it, shown as sent.
 */
import { ServiceText } from '../../../components/ui/service-text';

export function QuoteFacts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className="mb-1 break-words text-slate-900 sm:mb-0">
            <ServiceText text={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
