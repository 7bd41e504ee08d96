/** Several results in one reply: one tab per result, named by its address and its own order token. */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { OrderResponse } from '../../../api/schemas/order-response';
import { ServiceText } from '../../../components/ui/service-text';
import { fieldText } from './field-value';
import { addressOf, resultStreet } from './report-sections';
import { ResponseView } from './response-view';
import { sameBuilding } from './result-header';

/**
 * The two lines of each tab, different from tab to tab: the units of one building are named by their
 * unit ("Unit 1"), other results by their street line; the second line says what else tells them apart
 * (the asset reference, else the order token), and a name that would still repeat gets its number.
 */
export function tabLabels(responses: readonly OrderResponse[]): { name: string; detail: string }[] {
  const units = sameBuilding(responses);
  const names = responses.map((response) => {
    const street = resultStreet(response);
    const a = addressOf(response);
    const unit = a ? fieldText(a.unitNumber).trim() : '';
    if (!units || !unit) return street;
    return /^(unit|apt|apartment|suite|ste|#)/i.test(unit) ? unit : `Unit ${unit}`;
  });
  const refs = responses.map((r) => {
    const a = addressOf(r);
    return a ? fieldText(a.assetRefId) : '';
  });
  const tokens = responses.map((r) => fieldText(r.orderToken));
  const distinct = (list: string[]) => new Set(list).size === list.length && list.every((x) => x !== '');
  return responses.map((_, index) => {
    const repeated = names.filter((n) => n === names[index]).length > 1;
    const name = repeated ? `${names[index]} (result ${index + 1})` : names[index]!;
    const detail = distinct(refs)
      ? `Asset reference ${refs[index]}`
      : tokens[index]
        ? `Order ${tokens[index]}`
        : '';
    return { name, detail };
  });
}

export function ResultTabs({ responses, csvBase }: { responses: OrderResponse[]; csvBase: string }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const labels = tabLabels(responses);

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
            className={`-mb-px min-h-11 max-w-full rounded-t-md border px-4 py-2 text-left [overflow-wrap:anywhere] text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              selected === index
                ? 'border-slate-300 border-b-white bg-white text-brand-800'
                : 'border-transparent text-slate-700 hover:text-slate-900'
            }`}
          >
            <span className="block font-semibold">
              <ServiceText text={labels[index]?.name ?? ''} />
            </span>{' '}
            {labels[index]?.detail ? (
              <span className="block text-xs">
                <ServiceText text={labels[index].detail} />
              </span>
            ) : null}
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
            Result {index + 1} of {responses.length}: <ServiceText text={labels[index]?.name ?? ''} />
            {labels[index]?.detail ? (
              <>
                {' '}
                (<ServiceText text={labels[index].detail} />)
              </>
            ) : null}
          </h2>
          <ResponseView response={response} csvFileName={`${csvBase}-${index + 1}.csv`} />
        </div>
      ))}
    </div>
  );
}
