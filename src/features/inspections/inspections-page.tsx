/**
 * /inspections: the inspection types the company may order on their own (without a report), with their
 * prices and what applies to each. Sortable by price; the order lives in the URL (`sort`) so a shared
 * link keeps it. A price or flag the service sent unreadably is shown as "Unreadable" (and sorts last);
 * items that could not be read at all are counted under the table.
 */
import { withoutBidiControls } from '../../lib/bidi';
import { ServiceText } from '../../components/ui/service-text';
import { useSearchParams } from 'react-router';
import type { StandaloneInspectionType } from '../../api/schemas/inspection-types';
import { Badge } from '../../components/ui/badge';
import { DataTable } from '../../components/ui/data-table';
import type { TableColumn } from '../../components/ui/table';
import { PageHeader } from '../../components/ui/page-header';
import { SkippedNote } from '../../components/ui/skipped-note';
import { QueryState } from '../../components/ui/query-state';
import { EmptyState } from '../../components/ui/states';
import { Unreadable } from '../../components/ui/unreadable';
import { formatMoney } from '../../lib/money';
import { describePlatform } from '../../lib/inspection-platform';
import { toggleSort, type SortState } from '../../lib/sort';
import { useStandaloneInspectionTypes } from '../../queries/reference-data';

type SortKey = 'price' | 'additional';
type Sort = SortState<SortKey>;

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

/** A flag that is set names what applies; an unreadable one says so; one that is not set says nothing. */
function whatApplies(item: StandaloneInspectionType): { label: string; unreadable: boolean }[] {
  const flags: [boolean | null, string][] = [
    [item.glaApplicable, 'Gross living area (GLA) measured'],
    [item.licensingApplicable, 'Licensed inspector'],
    [item.contactInfoRequired, 'Contact details required'],
    [item.drawInspection, 'Draw inspection'],
  ];
  return flags
    .filter(([value]) => value !== false)
    .map(([value, label]) => ({
      label: value === null ? `${label}: Unreadable` : label,
      unreadable: value === null,
    }));
}

function WhatApplies({ item }: { item: StandaloneInspectionType }) {
  const applies = whatApplies(item);
  return applies.length > 0 ? (
    <ul className="flex flex-wrap gap-1" aria-label={`What applies to ${withoutBidiControls(item.name)}`}>
      {applies.map((a) => (
        <li key={a.label}>
          <Badge tone={a.unreadable ? 'warning' : 'neutral'}>{a.label}</Badge>
        </li>
      ))}
    </ul>
  ) : (
    <span className="text-slate-700">Nothing extra</span>
  );
}

const columns: TableColumn<StandaloneInspectionType, SortKey | 'name' | 'platform' | 'applies'>[] = [
  {
    key: 'name',
    label: 'Inspection',
    rowHeader: true,
    cell: (item) => (
      <>
        <ServiceText text={item.name} className="block font-semibold text-slate-900" />
        {item.description ? (
          <ServiceText text={item.description} className="block font-normal text-slate-700" />
        ) : item.description === null ? (
          <span className="block font-normal text-slate-700">
            Description: <Unreadable />
          </span>
        ) : null}
      </>
    ),
  },
  {
    key: 'platform',
    label: 'Platform',
    cell: (item) =>
      item.platform === null ? <Unreadable /> : (describePlatform(item.platform) ?? 'Not stated'),
  },
  {
    key: 'price',
    label: 'Price',
    numeric: true,
    // An unreadable price is missing: last in either direction.
    sortValue: (item) => item.price,
    cellClassName: () => 'font-semibold text-slate-900',
    cell: (item) => (item.price === null ? <Unreadable /> : formatMoney(item.price)),
  },
  {
    key: 'additional',
    label: 'Each additional unit',
    sortName: 'price per additional unit',
    numeric: true,
    sortValue: (item) => item.additionalUnitPrice,
    cellClassName: () => 'text-slate-900',
    cell: (item) =>
      item.additionalUnitPrice === null ? <Unreadable /> : formatMoney(item.additionalUnitPrice),
  },
  { key: 'applies', label: 'What applies', cell: (item) => <WhatApplies item={item} /> },
];

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

  return (
    <>
      {header}
      <QueryState
        query={query}
        loadingLabel="Loading inspection types…"
        loadingLines={4}
        errorTitle="The inspection types could not be loaded"
        isEmpty={(data) => data.items.length === 0 && data.skipped === 0}
        empty={
          <EmptyState title="No standalone inspections yet">
            Your company is not set up to order inspections on their own. Inspections can still be added to a
            report on the Pricing page.
          </EmptyState>
        }
      >
        {({ items, skipped }) => {
          return (
            <>
              <SkippedNote count={skipped} className="mb-4" />
              {items.length > 0 ? (
                <DataTable
                  caption="Standalone inspection types"
                  columns={columns}
                  rows={items}
                  rowKey={(item) => item.slug}
                  sort={sort}
                  onSort={(key) => {
                    if (key === 'price' || key === 'additional') onSort(toggleSort(sort, key));
                  }}
                />
              ) : null}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
