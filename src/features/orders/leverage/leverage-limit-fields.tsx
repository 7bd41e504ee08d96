/** The user's three leverage limits, editable; each valid value is remembered at once (see leverage-limits). */
import { memo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/field';
import { parseDecimal, parsePercent } from '../../../lib/parse';
import { isValidLimit, LIMIT_RANGE, useLeverageLimits } from './leverage-limits';
import { DEFAULT_LEVERAGE_LIMITS, type LeverageKey, type LeverageLimits } from './leverage-model';

const LIMIT_LABELS: Record<LeverageKey, string> = {
  ltv: 'Loan-to-value',
  ltarv: 'Loan to after-repair value (ARV)',
  ltc: 'Loan-to-cost',
};
const KEYS: readonly LeverageKey[] = ['ltv', 'ltarv', 'ltc'];

const LIMIT_ERROR = `Enter a limit from ${LIMIT_RANGE.min} to ${LIMIT_RANGE.max} percent, for example 75.`;

function readLimit(text: string): number | null {
  const trimmed = text.trim();
  const value = parseDecimal(trimmed) ?? parsePercent(trimmed);
  return isValidLimit(value) ? value : null;
}

const toTexts = (limits: LeverageLimits) =>
  Object.fromEntries(KEYS.map((k) => [k, String(limits[k])])) as Record<LeverageKey, string>;

/**
 * Memoized: a key press in the calculator's own fields does not render these again. `className` sets
 * the frame (the calculator's rule above them by default).
 */
export const LeverageLimitFields = memo(function LeverageLimitFields({
  className = 'mt-6 border-t border-slate-200 pt-4',
}: {
  className?: string;
}) {
  const { limits, setLimit, reset } = useLeverageLimits();
  const [texts, setTexts] = useState(() => toTexts(limits));
  const [touched, setTouched] = useState<Partial<Record<LeverageKey, boolean>>>({});
  // Figures follow a valid limit as it is typed; leaving a field with a limit that cannot be one puts
  // back the limit it had (so "180" does not leave "18" behind).
  const atFocus = useRef<Partial<LeverageLimits>>({});

  return (
    <fieldset className={`${className} print:hidden`}>
      <legend className="text-sm font-semibold text-slate-900">Your limits</legend>
      <p className="text-xs text-slate-700">
        Kept in this browser for you; the usual investor limits are 75%, 70% and 90%.
      </p>
      <ErrorSummary
        items={KEYS.filter((key) => touched[key] && readLimit(texts[key]) === null).map((key) => ({
          name: `limit-${key}`,
          message: `${LIMIT_LABELS[key]} limit: ${LIMIT_ERROR}`,
        }))}
        className="mt-2"
      />
      <div className="mt-2 flex flex-wrap items-end gap-3">
        {KEYS.map((key) => {
          const invalid = readLimit(texts[key]) === null;
          return (
            <TextField
              key={key}
              name={`limit-${key}`}
              // One line per label: on a phone one field a row, wider than the longest label above.
              containerClassName="w-full sm:w-80"
              label={`${LIMIT_LABELS[key]} limit (%)`}
              inputMode="decimal"
              autoComplete="off"
              value={texts[key]}
              error={touched[key] && invalid ? LIMIT_ERROR : undefined}
              onChange={(event) => {
                const text = event.target.value;
                setTexts((t) => ({ ...t, [key]: text }));
                const value = readLimit(text);
                if (value !== null) setLimit(key, value);
              }}
              onFocus={() => {
                atFocus.current[key] = limits[key];
              }}
              onBlur={() => {
                setTouched((t) => ({ ...t, [key]: true }));
                const before = atFocus.current[key];
                if (invalid && before !== undefined) setLimit(key, before);
              }}
            />
          );
        })}
      </div>
      <div className="mt-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            reset();
            setTexts(toTexts(DEFAULT_LEVERAGE_LIMITS));
            setTouched({});
          }}
        >
          Use the usual limits
        </Button>
      </div>
    </fieldset>
  );
});
