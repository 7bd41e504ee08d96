/**
 * A loan amount or purchase price for one result of the comparison, typed in its column (or its phone
 * card): read as the user types, shown back as money on leaving the field, and said in words when it
 * cannot be read. On paper, the amount as text.
 */
import { useId } from 'react';
import { formatMoney, formatMoneyWhole } from '../../../lib/money';
import { readAmount } from './compare-lender';

const inputClasses =
  'min-h-11 w-full min-w-0 rounded-md border border-slate-400 bg-white px-2 py-2 text-right text-sm text-slate-900 tabular-nums shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 aria-[invalid=true]:border-red-600 sm:min-h-10 print:hidden';

export function AmountInput({
  label,
  value,
  onChange,
}: {
  /** The field's full name: "Your loan amount for 4817 Larkspur Lane". */
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const errorId = useId();
  const read = readAmount(value);
  const invalid = read === 'invalid';
  return (
    <>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={inputClasses}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          if (typeof read === 'number')
            onChange(Number.isInteger(read) ? formatMoneyWhole(read) : formatMoney(read));
        }}
      />
      {invalid ? (
        <p id={errorId} className="mt-1 text-left text-xs font-medium text-red-700">
          Enter dollars, for example $150,000.
        </p>
      ) : null}
      <span className="hidden print:inline">{typeof read === 'number' ? formatMoneyWhole(read) : ''}</span>
    </>
  );
}
