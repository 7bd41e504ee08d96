/**
 * The comparison on a phone, with no sideways scrolling: first the results compared (each with its
 * state and its buttons, 44 px tall), then one card per figure listing every result's value.
 */
import { useId } from 'react';
import type { CompareColumn } from './compare-columns';
import type { CompareRow } from './compare-model';
import { ColumnActions, ColumnState, Figure } from './compare-parts';

const TAP = 'min-h-11 px-3';

function ResultCard({ column, onRemove }: { column: CompareColumn; onRemove: () => void }) {
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {column.title}
        </h3>
        {column.state === 'ready' ? <p className="text-sm text-slate-700">{column.place}</p> : null}
        {column.state === 'ready' ? null : (
          <div className="mt-3">
            <ColumnState column={column} />
          </div>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <ColumnActions column={column} onRemove={onRemove} variant="secondary" className={TAP} />
        </div>
      </article>
    </li>
  );
}

function FigureCard({ row, titles }: { row: CompareRow; titles: readonly string[] }) {
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {row.spec.label}
        </h3>
        <dl className="mt-2 divide-y divide-slate-200 text-sm">
          {titles.map((title, index) => (
            <div key={index} className="flex items-start justify-between gap-3 py-2">
              <dt className="min-w-0 break-words text-slate-700">{title}</dt>
              <dd className="shrink-0 text-right tabular-nums">
                <Figure figure={row.figures[index] ?? null} mark={row.marks[index] ?? null} />
              </dd>
            </div>
          ))}
        </dl>
      </article>
    </li>
  );
}

export function CompareCards({
  columns,
  rows,
  onRemove,
}: {
  columns: readonly CompareColumn[];
  rows: readonly CompareRow[];
  onRemove: (column: CompareColumn) => void;
}) {
  const titles = columns.filter((c) => c.state === 'ready').map((c) => c.title);
  return (
    <div className="space-y-6 sm:hidden print:hidden">
      <ul aria-label="Results compared" className="space-y-3">
        {columns.map((column) => (
          <ResultCard key={column.id} column={column} onRemove={() => onRemove(column)} />
        ))}
      </ul>
      {titles.length > 0 ? (
        <ul aria-label="Figures, one card each" className="space-y-3">
          {rows.map((row) => (
            <FigureCard key={row.spec.key} row={row} titles={titles} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
