/**
 * "Sort by" for the batch's result cards on a phone: one select, where the table's sort buttons would
 * wrap onto several lines. The same order as the buttons (the table's sort state); hidden on wider screens.
 */
import { SelectField } from '../../../components/ui/field';
import type { SortState } from '../../../lib/sort';

const ORDERS = [
  ['line:ascending', 'Row, as in the sheet'],
  ['reference:ascending', 'Reference, A to Z'],
  ['reference:descending', 'Reference, Z to A'],
  ['total:descending', 'Total, highest first'],
  ['total:ascending', 'Total, lowest first'],
  ['status:ascending', 'Status, priced first'],
  ['due:ascending', 'Due date, soonest first'],
  ['state:ascending', 'State'],
  ['property:ascending', 'Property type'],
] as const;

type OrderKey = (typeof ORDERS)[number][0] extends `${infer K}:${string}` ? K : never;

export function SortSelect<K extends string>({
  sort,
  onChange,
}: {
  sort: SortState<K> | null;
  onChange: (sort: SortState<OrderKey & K> | null) => void;
}) {
  const value = sort ? `${sort.key}:${sort.direction}` : 'line:ascending';
  const known = ORDERS.some(([v]) => v === value);
  return (
    <SelectField
      label="Sort by"
      containerClassName="mb-3 sm:hidden"
      value={known ? value : ''}
      onChange={(event) => {
        const [key, direction] = event.target.value.split(':') as [OrderKey & K, SortState['direction']];
        onChange(key === 'line' && direction === 'ascending' ? null : { key, direction });
      }}
    >
      {known ? null : <option value="">As sorted</option>}
      {ORDERS.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}
