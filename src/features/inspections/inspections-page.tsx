/**
 * /inspections: the inspection types the company may order on their own (without a report), with their
 * prices and what applies to each. Sortable by price; the order lives in the URL (`sort`) so a shared
 * link keeps it.
 */
import { useSearchParams } from 'react-router';
import type { StandaloneInspectionType } from '../../api/schemas';
import { Badge } from '../../components/ui/badge';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { formatMoney } from '../../lib/format';
import { describePlatform } from '../../lib/inspection-platform';
import { useStandaloneInspectionTypes } from '../../queries/reference-data';

type SortKey = 'price' | 'additional';
type Direction = 'ascending' | 'descending';
interface Sort {
  key: SortKey;
  direction: Direction;
}

const SORT_PARAM = 'sort';
const sortValues: Record<string, Sort> = {
  price: { key: 'price', direction: 'ascending' },
  '-price': { key: 'price', direction: 'descending' },
  additional: { key: 'additional', direction: 'ascending' },
  '-additional': { key: 'additional', direction: 'descending' },
};

function sortParam(sort: Sort): string {
  return `${sort.direction === 'descending' ? '-' : ''}${sort.key}`;
}

function sortValue(item: StandaloneInspectionType, key: SortKey): number {
  return key === 'price' ? item.price : item.additionalUnitPrice;
}

function sortInspections(items: StandaloneInspectionType[], sort: Sort | null): StandaloneInspectionType[] {
  if (!sort) return items;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  // Equal prices keep a stable, readable order: by name.
  return [...items].sort(
    (a, b) => sign * (sortValue(a, sort.key) - sortValue(b, sort.key)) || a.name.localeCompare(b.name),
  );
}

function whatApplies(item: StandaloneInspectionType): string[] {
  return [
    item.glaApplicable ? 'Gross living area (GLA) measured' : null,
    item.licensingApplicable ? 'Licensed inspector' : null,
    item.contactInfoRequired ? 'Contact details required' : null,
    item.drawInspection ? 'Draw inspection' : null,
  ].filter((f): f is string => f !== null);
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: Sort | null;
  onSort: (sort: Sort) => void;
}) {
  const active = sort?.key === sortKey ? sort.direction : null;
  const next: Direction = active === 'ascending' ? 'descending' : 'ascending';
  return (
    <th scope="col" aria-sort={active ?? 'none'} className="px-3 py-2 text-right font-semibold">
      <button
        type="button"
        onClick={() => onSort({ key: sortKey, direction: next })}
        className="inline-flex items-center gap-1 rounded px-1 font-semibold text-slate-800 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          {active === 'ascending' ? '▲' : active === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

export function InspectionsPage() {
  const query = useStandaloneInspectionTypes();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = sortValues[searchParams.get(SORT_PARAM) ?? ''] ?? null;

  const onSort = (next: Sort) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set(SORT_PARAM, sortParam(next));
        return params;
      },
      { replace: true },
    );

  const header = (
    <PageHeader
      title="Inspections"
      description="Inspections your company can order on their own, without a report: what each one covers and what it costs."
    />
  );

  if (query.isPending) {
    return (
      <>
        {header}
        <LoadingState label="Loading inspection types…" lines={4} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {header}
        <ErrorState
          error={query.error}
          title="The inspection types could not be loaded"
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  if (query.data.length === 0) {
    return (
      <>
        {header}
        <EmptyState title="No standalone inspections yet">
          Your company is not set up to order inspections on their own. Inspections can still be added to a
          report on the Pricing page.
        </EmptyState>
      </>
    );
  }

  const rows = sortInspections(query.data, sort);
  return (
    <>
      {header}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Standalone inspection types
            {sort
              ? `, sorted by ${sort.key === 'price' ? 'price' : 'price per additional unit'} ${sort.direction}`
              : ''}
          </caption>
          <thead className="border-b border-slate-300 bg-slate-50 text-slate-800">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Inspection
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Platform
              </th>
              <SortHeader label="Price" sortKey="price" sort={sort} onSort={onSort} />
              <SortHeader label="Each additional unit" sortKey="additional" sort={sort} onSort={onSort} />
              <th scope="col" className="px-3 py-2 font-semibold">
                What applies
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => {
              const applies = whatApplies(item);
              return (
                <tr key={item.slug} className="border-b border-slate-200 last:border-0">
                  <th scope="row" className="px-3 py-3 align-top font-normal">
                    <span className="block font-semibold text-slate-900">{item.name}</span>
                    {item.description ? (
                      <span className="block text-slate-700">{item.description}</span>
                    ) : null}
                  </th>
                  <td className="px-3 py-3 align-top text-slate-800">
                    {describePlatform(item.platform) ?? 'Not stated'}
                  </td>
                  <td className="px-3 py-3 text-right align-top font-semibold text-slate-900 tabular-nums">
                    {formatMoney(item.price)}
                  </td>
                  <td className="px-3 py-3 text-right align-top text-slate-900 tabular-nums">
                    {formatMoney(item.additionalUnitPrice)}
                  </td>
                  <td className="px-3 py-3 align-top">
                    {applies.length > 0 ? (
                      <ul className="flex flex-wrap gap-1" aria-label={`What applies to ${item.name}`}>
                        {applies.map((a) => (
                          <li key={a}>
                            <Badge>{a}</Badge>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-slate-700">Nothing extra</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
