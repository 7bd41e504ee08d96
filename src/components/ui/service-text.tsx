/**
 * Text as the service sent it (a turnaround estimate, a row title of a report). When it uses one of
 * the service's short forms it is marked up as an abbreviation of the same text written in full:
 * <abbr title="3-5 business days">3-5 biz days</abbr>. One element, so the text reads as sent.
 */
import { expandServiceText } from '../../lib/service-terms';

export function ServiceText({ text }: { text: string }) {
  const full = expandServiceText(text);
  if (full === null) return <>{text}</>;
  return (
    <abbr title={full} className="no-underline">
      {text}
    </abbr>
  );
}
