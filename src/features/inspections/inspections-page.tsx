/**
 * /inspections: the inspection types the company may order on their own (without a report), with their
 * prices and what applies to each. Sortable by price; the order lives in the URL (`sort`) so a shared
 * link keeps it.
 */
import { useSearchParams } from 'react-router';
import type { StandaloneInspectionType } from '../../api/schemas/inspection-types';
import { Badge } from '../../components/ui/badge';
import { DataTable } from '../../components/ui/data-table';
import type { TableColumn } from '../../components/ui/table';
import { sortedCaption } from '../../components/ui/table-head';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { formatMoney } from '../../lib/money';
import { describePlatform } from '../../lib/inspection-platform';
import { compareText, directionSign, toggleSort, type SortState } from '../../lib/sort';
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

function sortValue(item: StandaloneInspectionType, key: SortKey): number {
  return key === 'price' ? item.price : item.additionalUnitPrice;
}

function sortInspections(items: StandaloneInspectionType[], sort: Sort | null): StandaloneInspectionType[] {
  if (!sort) return items;
  const sign = directionSign(sort.direction);
  // Equal prices keep a stable, readable order: by name.
  return [...items].sort(
    (a, b) => sign * (sortValue(a, sort.key) - sortValue(b, sort.key)) || compareText(a.name, b.name),
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

function WhatApplies({ item }: { item: StandaloneInspectionType }) {
  const applies = whatApplies(item);
  return applies.length > 0 ? (
    <ul className="flex flex-wrap gap-1" aria-label={`What applies to ${item.name}`}>
      {applies.map((a) => (
        <li key={a}>
          <Badge>{a}</Badge>
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
        <span className="block font-semibold text-slate-900">{item.name}</span>
        {item.description ? (
          <span className="block font-normal text-slate-700">{item.description}</span>
        ) : null}
      </>
    ),
  },
  { key: 'platform', label: 'Platform', cell: (item) => describePlatform(item.platform) ?? 'Not stated' },
  {
    key: 'price',
    label: 'Price',
    numeric: true,
    sortable: true,
    cellClassName: () => 'font-semibold text-slate-900',
    cell: (item) => formatMoney(item.price),
  },
  {
    key: 'additional',
    label: 'Each additional unit',
    sortName: 'price per additional unit',
    numeric: true,
    sortable: true,
    cellClassName: () => 'text-slate-900',
    cell: (item) => formatMoney(item.additionalUnitPrice),
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
      <DataTable
        caption={sortedCaption('Standalone inspection types', columns, sort)}
        columns={columns}
        rows={rows}
        rowKey={(item) => item.slug}
        sort={sort}
        onSort={(key) => {
          if (key === 'price' || key === 'additional') onSort(toggleSort(sort, key));
        }}
      />
    </>
  );
}
