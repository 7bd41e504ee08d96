/**
 * Where the orders come from: a pasted block ("Paste orders") or a spreadsheet file, read as the user
 * gives them (portfolio-lines.ts) before anything is sent: how many orders, which lines are no order
 * and why, which repeat another; then "Open 12 orders". In demo mode, "Use 50 demo orders" pastes the
 * first orders of the mock service's demo portfolio.
 */
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { demoPortfolioText, DEMO_PORTFOLIO_PASTE } from '../../../api/demo-orders';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fileInputClasses, pasteBoxClasses } from '../../../components/ui/spreadsheet-inputs';
import { readTextFile } from '../../../lib/text-file';
import { formatNumber } from '../../../lib/numbers';
import { parseOrderLines } from './portfolio-lines';
import { newPortfolio, type Portfolio } from './portfolio-model';
import { LineProblems } from './line-problems';

const orders = (count: number) => `${formatNumber(count)} ${count === 1 ? 'order' : 'orders'}`;
const lines = (count: number) => `${formatNumber(count)} ${count === 1 ? 'line' : 'lines'}`;

export function PortfolioInput({ onOpen }: { onOpen: (portfolio: Portfolio) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileRefusal, setFileRefusal] = useState<string | null>(null);
  const source = file?.text ?? text;
  const deferred = useDeferredValue(source);
  const read = useMemo(
    () => (deferred.trim() === '' ? null : parseOrderLines(deferred, globalThis.location?.host ?? null)),
    [deferred],
  );
  const demo = demoPortfolioText();
  const count = read?.kind === 'read' ? read.orders.length : 0;

  async function pickFile(picked: File | undefined) {
    setFileRefusal(null);
    if (!picked) return setFile(null);
    const result = await readTextFile(picked, 'orders');
    if ('refused' in result) {
      setFile(null);
      setFileRefusal(result.refused);
    } else setFile({ name: picked.name, text: result.text });
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (read?.kind === 'read' && count > 0)
          onOpen(newPortfolio(read.orders, read.problems, read.repeated));
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-paste`} className="text-sm font-medium text-slate-800">
          Paste orders
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-700">
          One order a line: the intake token and the order token (comma or tab between them), one token alone,
          or a link to a result. A header row is optional.
        </p>
        <textarea
          id={`${id}-paste`}
          value={text}
          rows={8}
          spellCheck={false}
          disabled={file !== null}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          className={pasteBoxClasses}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 grow basis-64 flex-col gap-1 sm:max-w-md">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
            Spreadsheet (CSV)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain"
            onChange={(event) => void pickFile(event.target.files?.[0])}
            className={fileInputClasses}
          />
        </div>
        {demo ? (
          <Button
            variant="secondary"
            onClick={() => {
              setFile(null);
              setText(demo);
            }}
          >
            {`Use ${DEMO_PORTFOLIO_PASTE} demo orders`}
          </Button>
        ) : null}
      </div>
      {file ? <p className="text-sm text-slate-800">{`Reading ${file.name}.`}</p> : null}
      {fileRefusal ? (
        <Alert tone="error" title="This file cannot be read">
          {fileRefusal}
        </Alert>
      ) : null}
      {read?.kind === 'refused' ? (
        <Alert tone="error" title="These orders cannot be opened">
          {read.message}
        </Alert>
      ) : null}
      <div role="status">
        {read?.kind === 'read' ? (
          <p className="text-sm text-slate-800">
            {[
              `${orders(count)} to open`,
              read.problems.length > 0 ? `${lines(read.problems.length)} not read (listed below)` : null,
              read.repeated.length > 0
                ? `${lines(read.repeated.length)} repeating an order above, opened once`
                : null,
            ]
              .filter(Boolean)
              .join('; ')}
            .
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={count === 0}>
        {count === 0 ? 'Open the orders' : `Open ${orders(count)}`}
      </Button>
      {read?.kind === 'read' ? <LineProblems problems={read.problems} repeated={read.repeated} /> : null}
    </form>
  );
}
