/**
 * One recent order on the orders page: what matters at a glance, and a checkbox per result to compare
 * ("Compare 4817 Larkspur Lane, Columbus"); a multi-unit order lists one entry per unit. Entries kept
 * before the figures were (no `results`) show what they have and compare the order whole.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { CompareItem } from '../../../lib/compare-link';
import { formatStoredDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import type { RecentOrder, RecentResult } from '../lookup/recent-orders';

const linkClasses =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The key of a result in the page's choice of results to compare. */
export function compareKey(item: CompareItem): string {
  return `${item.intakeToken}\u0000${item.orderToken}\u0000${item.result ?? 'all'}`;
}

/** The results of a recent order, as items of a comparison (one per result, or the order whole). */
export function compareItemsOf(order: RecentOrder): { item: CompareItem; label: string }[] {
  const tokens = { intakeToken: order.intakeToken, orderToken: order.orderToken };
  const label = order.address || `Order ${order.orderToken || order.intakeToken}`;
  const results = order.results ?? [];
  if (results.length <= 1) return [{ item: { ...tokens, result: null }, label: results[0]?.title || label }];
  return results.map((result, index) => ({ item: { ...tokens, result: index + 1 }, label: result.title }));
}

function Glance({ result, asIsValue }: { result: RecentResult | undefined; asIsValue: string }) {
  const figures: [string, string][] = result
    ? [
        ['As-is value', result.asIsValue],
        ['After-repair value', result.arv],
        ['Renovation cost', result.renovationCost],
        ['Gross return', result.grossReturn],
        ['Annualized return', result.annualizedReturn],
      ]
    : [['As-is value', asIsValue]];
  const shown = figures.filter(([, value]) => value !== '');
  if (shown.length === 0) return null;
  return (
    <p className="mt-0.5 text-sm text-slate-700">
      {shown.map(([label, value], index) => (
        <span key={label}>
          {index > 0 ? ' · ' : null}
          {label} <span className="font-medium text-slate-900 tabular-nums">{value}</span>
        </span>
      ))}
    </p>
  );
}

/** A checkbox with a 44 px target around it. */
function CompareBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="-m-2.5 flex size-11 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        className="size-5 accent-brand-700"
        aria-label={`Compare ${label}`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}

export function RecentOrderItem({
  order,
  onForget,
  chosen,
  onChoose,
}: {
  order: RecentOrder;
  onForget: () => void;
  chosen: ReadonlySet<string>;
  onChoose: (item: CompareItem, checked: boolean) => void;
}) {
  const opened = formatStoredDateTime(order.openedAt) ?? '';
  const listId = useId();
  const entries = compareItemsOf(order);
  const single = entries.length === 1 ? entries[0]! : null;
  const name = order.address || order.orderToken;
  return (
    <li className="py-3">
      <div className="flex items-start gap-3">
        {single ? (
          <CompareBox
            label={single.label}
            checked={chosen.has(compareKey(single.item))}
            onChange={(checked) => onChoose(single.item, checked)}
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <Link to={paths.orderResult(order.intakeToken, order.orderToken)} className={linkClasses}>
            {order.address || `Order ${order.orderToken}`}
          </Link>
          {single ? <Glance result={order.results?.[0]} asIsValue={order.asIsValue} /> : null}
          <p className="mt-0.5 text-sm text-slate-700">
            {opened ? (
              <>
                Opened <time dateTime={order.openedAt}>{opened}</time> ·{' '}
              </>
            ) : null}
            <span className="font-mono text-xs [overflow-wrap:anywhere]">
              {[order.intakeToken, order.orderToken].filter(Boolean).join(' / ')}
            </span>
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onForget} aria-label={`Remove ${name} from recent orders`}>
          Remove
        </Button>
      </div>
      {single ? null : (
        <ul
          id={listId}
          aria-label={`Results of ${name}`}
          className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4"
        >
          {entries.map(({ item, label }, index) => (
            <li key={compareKey(item)} className="flex items-start gap-3">
              <CompareBox
                label={label}
                checked={chosen.has(compareKey(item))}
                onChange={(checked) => onChoose(item, checked)}
              />
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{label}</p>
                <Glance result={order.results?.[index]} asIsValue="" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
