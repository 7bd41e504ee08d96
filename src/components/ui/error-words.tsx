/**
 * What an error alert says beneath its title: the words (a known service message in plain words, any
 * other as sent), the service's further errors, then `children` (a retry button), then the technical
 * details. A chunk of its own, loaded after the sign-in page and the route error page have painted: the
 * table of known messages and the technical details need not be on the sign-in path.
 */
import type { ReactNode } from 'react';
import { describeError } from './describe-error';
import { TechnicalDetails } from './technical-details';

export function ErrorWords({ error, children }: { error: unknown; children?: ReactNode }) {
  const { message, details } = describeError(error);
  return (
    <>
      {/* The service's own words, in full. */}
      <p>{message}</p>
      {details.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {details.map((detail, i) => (
            <li key={i}>{detail}</li>
          ))}
        </ul>
      ) : null}
      {children}
      <TechnicalDetails error={error} />
    </>
  );
}

/** The title describeError gives an error: for the route error page, whose title depends on it. */
export function errorTitle(error: unknown): string {
  return describeError(error).title;
}
