/**
 * Renovation strategies: the service's rows in the order it sends them, each under its plain label with
 * the service's own title in small type (strategy-labels.ts), values as sent, the Best column named
 * "Recommended", and a chart of after-repair value, as-is value and renovation cost per strategy. A row
 * that follows from two others shows the arithmetic, only where it holds on this report's figures
 * (strategy-identities.ts). On a phone the table becomes one card per strategy, the recommended one
 * first. The empty-title row the service sends between the money rows and the time rows becomes a gap
 * between two row groups, not a data row.
 */
import { SkippedNote } from '../../../components/ui/skipped-note';
import { useId, useMemo } from 'react';
import { STRATEGY_COLUMNS, type StrategyColumn, type StrategyRow } from '../../../api/schemas/order-response';
import { DataRow, Table, type TableColumn } from '../../../components/ui/table';
import { TableHead } from '../../../components/ui/table-head';
import { Section } from '../../../components/ui/section';
import { ServiceText } from '../../../components/ui/service-text';
import { useMediaQuery } from '../../../components/use-media-query';
import { UnreadableSection } from '../result/field-value';
import { StrategiesChart } from './strategies-chart';
import { holdingIdentities, identityText, type Identity } from './strategy-identities';
import {
  NOT_DEFINED_BY_SERVICE,
  STRATEGY_LABELS,
  strategyRowKey,
  strategyRowLabel,
  type StrategyRowKey,
} from './strategy-labels';
import { rowGroups, STRATEGIES_BEST_FIRST, strategyCellText } from './strategy-model';

function NoValue() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">No value</span>
    </>
  );
}

/** A row's plain label, the service's title under it when it differs, and what the page can say of it. */
function RowLabel({ row, identity }: { row: StrategyRow; identity: Identity | undefined }) {
  if (!row.title) return <span className="text-slate-700">Untitled</span>;
  const plain = strategyRowLabel(row.title);
  return (
    <>
      <span className="block">{plain.label}</span>
      {plain.label.toLowerCase() !== row.title.trim().toLowerCase() ? (
        <span className="block text-xs font-normal text-slate-600">
          Service: <ServiceText text={row.title} />
        </span>
      ) : null}
      {identity ? (
        <span className="block text-xs font-normal text-slate-700">= {identityText(identity)}</span>
      ) : null}
      {'undefinedByService' in plain && plain.undefinedByService ? (
        <span className="block text-xs font-normal text-slate-700">{NOT_DEFINED_BY_SERVICE}</span>
      ) : null}
    </>
  );
}

type Identities = ReadonlyMap<StrategyRowKey, Identity>;
const identityOf = (identities: Identities, row: StrategyRow) => {
  const key = strategyRowKey(row.title);
  return key ? identities.get(key) : undefined;
};

function StrategyName({ column }: { column: StrategyColumn }) {
  const { label, service } = STRATEGY_LABELS[column];
  return (
    <>
      <span className="block">{label}</span>
      {label.toLowerCase() !== service.toLowerCase() ? (
        <span className="block text-xs font-normal text-slate-600">Service: {service}</span>
      ) : null}
    </>
  );
}

/** The table's columns: the figure (a row header), then one column of figures per strategy. */
function strategyColumns(identities: Identities): TableColumn<StrategyRow>[] {
  return [
    {
      key: 'figure',
      label: 'Figure',
      rowHeader: true,
      cell: (row) => <RowLabel row={row} identity={identityOf(identities, row)} />,
    },
    ...STRATEGY_COLUMNS.map((column) => ({
      key: column,
      label: STRATEGY_LABELS[column].label,
      heading: <StrategyName column={column} />,
      numeric: true,
      highlight: column === 'best',
      cell: (row: StrategyRow) => strategyCellText(row.title, row[column]) || <NoValue />,
    })),
  ];
}

function StrategiesTable({ groups, identities }: { groups: StrategyRow[][]; identities: Identities }) {
  const columns = useMemo(() => strategyColumns(identities), [identities]);
  return (
    // Wide screens and paper; a phone gets the cards. Focusable: it can still scroll on a narrow tablet.
    <div className="hidden sm:block print:block">
      <Table
        caption="Renovation strategies"
        frameLabel="Strategies table"
        className="min-w-[36rem] print:min-w-0"
      >
        <TableHead columns={columns} />
        {groups.map((group, index) => (
          <tbody key={index}>
            {group.map((row, rowIndex) => (
              <DataRow
                key={`${row.title}-${rowIndex}`}
                columns={columns}
                row={row}
                className={`break-inside-avoid ${index > 0 && rowIndex === 0 ? 'border-t-2 border-t-slate-300 [&>*]:pt-5' : ''}`}
              />
            ))}
          </tbody>
        ))}
      </Table>
    </div>
  );
}

function StrategyCard({
  column,
  groups,
  identities,
}: {
  column: StrategyColumn;
  groups: StrategyRow[][];
  identities: Identities;
}) {
  const headingId = useId();
  const best = column === 'best';
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`rounded-lg border p-4 ${best ? 'border-brand-300 bg-brand-50' : 'border-slate-200'}`}
      >
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          <StrategyName column={column} />
        </h3>
        {groups.map((group, index) => (
          <dl
            key={index}
            className={`mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm ${index > 0 ? 'border-t border-slate-300 pt-2' : ''}`}
          >
            {group.map((row, rowIndex) => (
              <div key={`${row.title}-${rowIndex}`} className="contents">
                <dt className="text-slate-800">
                  <RowLabel row={row} identity={identityOf(identities, row)} />
                </dt>
                <dd className={`text-right tabular-nums text-slate-900 ${best ? 'font-semibold' : ''}`}>
                  {strategyCellText(row.title, row[column]) || <NoValue />}
                </dd>
              </div>
            ))}
          </dl>
        ))}
      </article>
    </li>
  );
}

export function StrategiesSection({
  rows,
  skipped = 0,
  unreadable = false,
  chart = true,
  cards,
  tableGroups,
}: {
  rows: readonly StrategyRow[];
  skipped?: number;
  /** The service sent the table, but not as a list. */
  unreadable?: boolean;
  /** False while the page is still arriving: the chart comes in a step of its own (ResponseView). */
  chart?: boolean;
  /** How many of the phone's cards to build while the page is still arriving (all when undefined). */
  cards?: number;
  /** How many of the table's groups of rows (money, then time) to build meanwhile (all when undefined). */
  tableGroups?: number;
}) {
  const groups = useMemo(() => rowGroups(rows), [rows]);
  const identities = useMemo(() => {
    const byKey = new Map<StrategyRowKey, StrategyRow>();
    for (const row of rows) {
      const key = row.isSeparator ? undefined : strategyRowKey(row.title);
      if (key && !byKey.has(key)) byKey.set(key, row);
    }
    return holdingIdentities(byKey);
  }, [rows]);
  const hasRows = groups.length > 0;
  // The cards are the phone's layout (hidden from Tailwind's sm, 40rem, and in print): not built where
  // they would be hidden, a fifth of the result's elements on a wider screen
  // (docs/decisions/2026-11-24-slow-phone.md). Without matchMedia (jsdom) both are built.
  const wide = useMediaQuery('(min-width: 40rem)', false);
  return (
    <Section
      title="Renovation strategies"
      description={
        hasRows
          ? 'Four scopes of work compared; the service recommends one of them, shown as Recommended.'
          : undefined
      }
    >
      <SkippedNote count={skipped} className="mb-4" />
      {unreadable ? (
        <UnreadableSection what="The renovation strategies" />
      ) : hasRows ? (
        <>
          {wide ? null : (
            <ul aria-label="Strategies, recommended first" className="space-y-3 sm:hidden print:hidden">
              {STRATEGIES_BEST_FIRST.slice(0, cards).map((column) => (
                <StrategyCard key={column} column={column} groups={groups} identities={identities} />
              ))}
            </ul>
          )}
          <StrategiesTable groups={groups.slice(0, tableGroups)} identities={identities} />
          {chart ? <StrategiesChart rows={rows} /> : null}
        </>
      ) : (
        <p className="text-sm text-slate-700">This report does not include renovation strategies.</p>
      )}
    </Section>
  );
}
