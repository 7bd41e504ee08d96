/** Which renovation strategy's figures every column shows: the recommended (Best) one unless another is chosen. */
import type { StrategyColumn } from '../../../api/schemas/order-response';
import { STRATEGIES_BEST_FIRST } from '../strategies/strategy-model';
import { STRATEGY_LABELS } from '../strategies/strategy-labels';

export function StrategySwitch({
  value,
  onChange,
}: {
  value: StrategyColumn;
  onChange: (strategy: StrategyColumn) => void;
}) {
  return (
    <fieldset className="print:hidden">
      <legend className="mb-2 text-sm font-medium text-slate-800">Strategy shown for every result</legend>
      <div className="inline-flex flex-wrap gap-2">
        {STRATEGIES_BEST_FIRST.map((strategy) => (
          <label
            key={strategy}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 sm:min-h-9"
          >
            <input
              type="radio"
              name="compare-strategy"
              className="size-4 accent-brand-700"
              checked={value === strategy}
              onChange={() => onChange(strategy)}
            />
            {STRATEGY_LABELS[strategy].label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
