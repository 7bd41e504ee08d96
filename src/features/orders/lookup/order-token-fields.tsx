/** The two token fields of every form that names an order (open an order, add one to a comparison). */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';

// Tokens are typed or pasted exactly: no autofill, capitals or spelling fixes.
const tokenInput = { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } as const;

export function OrderTokenFields({
  intake,
  order,
  errors,
  disabled,
}: {
  intake: UseFormRegisterReturn;
  order: UseFormRegisterReturn;
  errors: { intake?: string | undefined; order?: string | undefined };
  disabled?: boolean;
}) {
  return (
    <>
      <TextField
        label="Intake token"
        hint="Or paste the order’s portal link here."
        {...tokenInput}
        disabled={disabled}
        error={errors.intake}
        {...intake}
      />
      <TextField label="Order token" {...tokenInput} disabled={disabled} error={errors.order} {...order} />
    </>
  );
}
