/**
 * How the order result shows what it read field by field (src/api/schemas/field.ts): a value, nothing
 * for a value that was not sent (absent figures are hidden), "Unreadable" for one that was sent and
 * could not be read, and a note in place of a section that could not be read.
 */
import type { ReactNode } from 'react';
import {
  isUnreadable,
  type Read,
  type Unreadable as UnreadableValue,
} from '../../../api/schemas/order-response';
import { ServiceText } from '../../../components/ui/service-text';
import { UNREADABLE } from '../../../lib/format';

/** "Unreadable", with what the service sent on hover and for screen readers. */
export function UnreadableValueText({ value }: { value: UnreadableValue }) {
  return (
    <span className="text-slate-700 italic" title={`The service sent ${value.sent}`}>
      {UNREADABLE}
      <span className="sr-only"> (the service sent {value.sent})</span>
    </span>
  );
}

/**
 * A field for a list of facts: null (hidden) when absent or empty, "Unreadable" when unreadable,
 * otherwise `show(value)`.
 */
export function fieldNode<T>(
  value: Read<T | null>,
  show: (value: T) => ReactNode = (v) => <ServiceText text={String(v)} />,
): ReactNode | null {
  if (value === null || value === '') return null;
  if (isUnreadable(value)) return <UnreadableValueText value={value} />;
  return show(value);
}

/** Text of a field for a line of text (a heading, a tab): "Unreadable" when it could not be read. */
export function fieldText(value: Read<string | null>): string {
  if (value === null) return '';
  return isUnreadable(value) ? UNREADABLE : value;
}

/** The note in place of a section the service sent but the portal could not read. */
export function UnreadableSection({ what }: { what: string }) {
  return (
    <p className="text-sm text-slate-700">
      {what} could not be read. The technical details at the top of the result say what was left out.
    </p>
  );
}
