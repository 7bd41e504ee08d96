/**
 * The comparison on a phone, with no sideways scrolling: first the results compared (each with its
 * buttons), then the table's three groups, one card per figure listing every result's value (a loan
 * amount's card holds a field per result).
 */
import { useId, type ReactNode } from 'react';
import { AmountInput } from './compare-amount';
import type { PlaceColumn } from './compare-columns';
import { GROUP_TITLES } from './compare-groups';
import type { LenderRow } from './compare-lender';
import type { CompareRow } from './compare-model';
import { ColumnActions, ColumnState, Figure } from './compare-parts';
import { LenderValue, type CompareTableProps } from './compare-table';

function ResultCard({ column, onRemove }: { column: PlaceColumn; onRemove: () => void }) {
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {column.title}
        </h3>
        {column.state === 'ready' ? (
          <p className="text-sm text-slate-700">{column.place}</p>
        ) : (
          <div className="mt-3">
            <ColumnState column={column} />
          </div>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <ColumnActions column={column} onRemove={onRemove} variant="secondary" />
        </div>
      </article>
    </li>
  );
}

function FigureCard({
  label,
  formula,
  titles,
  value,
}: {
  label: string;
  formula?: string | undefined;
  titles: readonly string[];
  value: (index: number) => ReactNode;
}) {
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
        <h4 id={headingId} className="font-semibold text-slate-900">
          {label}
        </h4>
        {formula ? <p className="text-xs text-slate-700">= {formula}</p> : null}
        <dl className="mt-2 divide-y divide-slate-200 text-sm">
          {titles.map((title, index) => (
            <div key={index} className="flex items-start justify-between gap-3 py-2">
              <dt className="min-w-0 break-words text-slate-700">{title}</dt>
              <dd className="max-w-[55%] shrink-0 text-right tabular-nums">{value(index)}</dd>
            </div>
          ))}
        </dl>
      </article>
    </li>
  );
}

function CardGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-900">
        {title}
      </h3>
      <ul className="space-y-3">{children}</ul>
    </section>
  );
}

export function CompareCards({
  columns,
  rows,
  lender,
  terms,
  onTerms,
  onRemove,
}: Omit<CompareTableProps, 'caption'>) {
  const ready = columns.filter((c) => c.state === 'ready');
  const titles = ready.map((c) => c.title);
  const figureCards = (group: CompareRow['spec']['group']) =>
    rows
      .filter((row) => row.spec.group === group)
      .map((row) => (
        <FigureCard
          key={row.spec.key}
          label={row.spec.label}
          formula={row.spec.formula}
          titles={titles}
          value={(index) => <Figure figure={row.figures[index] ?? null} mark={row.marks[index] ?? null} />}
        />
      ));
  const lenderValue = (row: LenderRow) => (index: number) => {
    const column = ready[index]!;
    return row.input ? (
      <AmountInput
        label={`${row.label} for ${column.title}`}
        value={terms(column)[row.input]}
        onChange={(value) => onTerms(column, row.input!, value)}
      />
    ) : (
      <LenderValue cell={row.cells[index] ?? null} />
    );
  };
  return (
    <div className="space-y-6 sm:hidden print:hidden">
      <ul aria-label="Results compared" className="space-y-3">
        {columns.map((column) => (
          <ResultCard key={column.id} column={column} onRemove={() => onRemove(column)} />
        ))}
      </ul>
      {titles.length > 0 ? (
        <>
          <CardGroup title={GROUP_TITLES.deal}>{figureCards('deal')}</CardGroup>
          <CardGroup title={GROUP_TITLES.returns}>{figureCards('returns')}</CardGroup>
          <CardGroup title={GROUP_TITLES.lender}>
            {lender.map((row) => (
              <FigureCard
                key={row.key}
                label={row.label}
                formula={row.formula}
                titles={titles}
                value={lenderValue(row)}
              />
            ))}
          </CardGroup>
        </>
      ) : null}
    </div>
  );
}
