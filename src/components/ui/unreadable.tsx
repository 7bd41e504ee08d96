/** A value the service sent but the portal could not read (null from `readable`): said, never guessed. */
import { UNREADABLE } from '../../lib/format';

export function Unreadable() {
  return <span className="text-slate-700 italic">{UNREADABLE}</span>;
}
