/** Several results in one reply: one tab per result, named by its address and its own order token. */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { OrderResponse } from '../../api/schemas/order-response';
import { streetLine } from './report-sections';
import { ResponseView } from './response-view';

export function ResultTabs({ responses, csvBase }: { responses: OrderResponse[]; csvBase: string }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // On each tab rather than on the tablist: the keys act on the focused tab (the roving tabindex).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = responses.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (selected + 1) % responses.length
        : event.key === 'ArrowLeft'
          ? (selected - 1 + responses.length) % responses.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <p className="mb-3 text-sm text-slate-700 print:hidden">
        This order has {responses.length} results. Choose one to read it; printing includes them all.
      </p>
      <div
        role="tablist"
        aria-label="Results of this order"
        className="mb-6 flex flex-wrap gap-2 border-b border-slate-300 print:hidden"
      >
        {responses.map((response, index) => (
          <button
            key={index}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={selected === index}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={selected === index ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
            className={`-mb-px rounded-t-md border px-4 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              selected === index
                ? 'border-slate-300 border-b-white bg-white text-brand-800'
                : 'border-transparent text-slate-700 hover:text-slate-900'
            }`}
          >
            <span className="block font-semibold">{streetLine(response.address)}</span>{' '}
            <span className="block text-xs">
              Order <span className="font-mono">{response.orderToken}</span>
            </span>
          </button>
        ))}
      </div>
      {responses.map((response, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          // Inactive panels stay rendered but hidden on screen (an inline style, which the important
          // print utility overrides), so printing shows every result.
          style={selected === index ? undefined : { display: 'none' }}
          className="print:block! print:break-after-page"
        >
          <h2 className="mb-4 hidden text-xl font-semibold text-slate-900 print:block">
            Result {index + 1} of {responses.length}: {streetLine(response.address)} (order{' '}
            {response.orderToken})
          </h2>
          <ResponseView response={response} csvFileName={`${csvBase}-${index + 1}.csv`} />
        </div>
      ))}
    </div>
  );
}
