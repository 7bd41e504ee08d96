/**
 * The collapsed "Technical details" of a failed call, for support: the call, the HTTP status, the
 * service's message exactly as sent, and what could not be read (a schema path, for instance); for a part
 * of the portal's code that did not arrive, the browser's words. The user-facing message above it stays a
 * plain sentence.
 */
import { isApiError } from '../../api/errors';
import { isCodeNotLoaded } from './describe-error';

export function TechnicalDetails({ error }: { error: unknown }) {
  if (isCodeNotLoaded(error)) return <DetailsList rows={[['Problem', error.message]]} />;
  if (!isApiError(error)) return null;
  const rows: [string, string][] = [];
  if (error.endpoint) rows.push(['Call', error.endpoint]);
  rows.push(['HTTP status', error.status === null ? 'none (no reply)' : String(error.status)]);
  rows.push(['Service message', error.serviceMessage === null ? 'none' : `“${error.serviceMessage}”`]);
  if (error.detail) rows.push(['Problem', error.detail]);
  for (const fieldError of error.fieldErrors) {
    rows.push([
      'Service error',
      fieldError.field ? `${fieldError.field}: ${fieldError.message}` : fieldError.message,
    ]);
  }
  return <DetailsList rows={rows} />;
}

function DetailsList({ rows }: { rows: [string, string][] }) {
  return (
    <details className="mt-0.5 text-xs sm:mt-3">
      {/* A 44 px tap target on a phone; a line of small print on a wider screen. */}
      <summary className="cursor-pointer py-3.5 font-medium underline-offset-2 hover:underline sm:py-0">
        Technical details
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {rows.map(([label, value], i) => (
          <div key={i} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="font-mono [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
