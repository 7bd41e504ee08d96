/**
 * Accessible form fields in the GOV.UK order: the label, the hint, the error, then the control, so that
 * what helps is read before typing. The hint, or the error when there is one, describes the control
 * (aria-describedby); an error sets aria-invalid too. Spread react-hook-form's `register(...)` into them.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

function FieldFrame({ id, label, hint, error, children, className = '' }: FieldFrameProps) {
  // In a grid of fields side by side (`field-rows`), on a wide screen each field takes three of the grid's
  // rows (label, hint and error, control) as a subgrid: the labels of a row line up, and so do its
  // controls, whether or not a field has a hint, and every hint stays above its own control (a hint under
  // one control read as the hint of the field below it). Spacing is the children's own padding, not a gap,
  // so that an empty hint row adds nothing; the space between two rows of fields is each field's bottom
  // padding (the grid has no row gap there, as the grid's gaps would fall between a field's own rows). (The older `field-grid` puts the hint under its control on a
  // wide screen instead: docs/decisions/2026-11-24-field-grid-hints.md.)
  return (
    <div
      className={`flex flex-col sm:[.field-rows_&]:row-span-3 sm:[.field-rows_&]:grid sm:[.field-rows_&]:grid-rows-subgrid sm:[.field-rows_&]:gap-0 sm:[.field-rows_&]:pb-4 ${className}`}
    >
      <label htmlFor={id} className="pb-1 text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-col gap-1 not-empty:pb-1 sm:[.field-grid_&]:order-last sm:[.field-grid_&]:not-empty:pt-1 sm:[.field-grid_&]:not-empty:pb-0">
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-700">
            {hint}
          </p>
        ) : null}
        <FieldError id={id} error={error} />
      </div>
      {children}
    </div>
  );
}

/**
 * A field's or a group's error, when there is one, as `${id}-error` (what `aria-describedby` names): one
 * look for every error under a label or a legend.
 */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

const controlClasses =
  'min-h-11 w-full rounded-md border bg-white px-3 py-2 text-sm sm:min-h-10 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 aria-[invalid=true]:border-red-600 border-slate-400 disabled:bg-slate-100';

// The error, when there is one, says what to do: it alone describes the control then.
function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

/** What ties a control to its field: its id, whether it is invalid, and the hint or error describing it. */
function controlProps(id: string, hint: unknown, error: unknown) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  };
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  containerClassName?: string;
}

export function TextField({
  label,
  hint,
  error,
  id,
  containerClassName,
  className = '',
  ...props
}: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={containerClassName}>
      <input
        {...controlProps(fieldId, hint, error)}
        className={`${controlClasses} ${className}`}
        {...props}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
  containerClassName?: string;
  children: ReactNode;
}

export function SelectField({
  label,
  hint,
  error,
  id,
  containerClassName,
  className = '',
  children,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={containerClassName}>
      <select {...controlProps(fieldId, hint, error)} className={`${controlClasses} ${className}`} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
}
