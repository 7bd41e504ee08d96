/**
 * An email address that may wrap only where a reader expects it to: after the `@` and before each dot,
 * never in the middle of a word (a narrow card on a phone). A part longer than the line still wraps
 * rather than widening the page.
 */
import { Fragment } from 'react';

export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <span className="[overflow-wrap:break-word]">
      {parts.map((part, index) => (
        // The parts of one address never reorder: the index is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
