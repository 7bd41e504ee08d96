/**
 * Text as the service sent it (a name, an address, a turnaround estimate, a row title of a report).
 * Isolated from the text around it (`<bdi>`), and shown without bidirectional controls, so that no
 * name can reverse itself or its neighbors (issue 21; src/lib/bidi.ts), and free to wrap anywhere. When it uses one of the
 * service's short forms it is marked up as an abbreviation of the same text written in full:
 * <abbr title="3-5 business days">3-5 biz days</abbr>.
 */
import { withoutBidiControls } from '../../lib/bidi';
import { expandServiceText } from '../../lib/service-terms';

export function ServiceText({ text, className }: { text: string; className?: string }) {
  const shown = withoutBidiControls(text);
  const full = expandServiceText(shown);
  return (
    // Wraps anywhere: a long unbroken name never widens a page or a table column (issue 21).
    <bdi className={`[overflow-wrap:anywhere] ${className ?? ''}`}>
      {full === null ? (
        shown
      ) : (
        <abbr title={full} className="no-underline">
          {shown}
        </abbr>
      )}
    </bdi>
  );
}
