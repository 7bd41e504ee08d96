/** The eight fields of the company details form, each with its label, hint and error. */
import type { UseFormReturn } from 'react-hook-form';
import type { CompanyUpdate } from '../../api/schemas/company';
import { TextField } from '../../components/ui/field';
import { StateSelect } from '../../components/ui/state-select';
import type { CompanyFormField, CompanyFormValues } from './company-form';

export type CompanyForm = UseFormReturn<CompanyFormValues, unknown, CompanyUpdate>;

export function CompanyFields({ form }: { form: CompanyForm }) {
  const { errors } = form.formState;
  // What every field takes from the form: its registration and its error.
  const bind = (name: CompanyFormField) => ({ error: errors[name]?.message, ...form.register(name) });
  // On a wide screen the last row's fields keep their bottom padding (field.tsx): a smaller margin under
  // the grid keeps the form's usual space above its buttons.
  return (
    <div className="field-rows grid gap-4 sm:mb-2 sm:grid-cols-6 sm:gap-y-0">
      <TextField
        label="Company name"
        autoComplete="organization"
        containerClassName="sm:col-span-3"
        {...bind('name')}
      />
      <TextField
        label="Nickname"
        hint="Optional. A short name, such as Keystone Lending."
        autoComplete="off"
        containerClassName="sm:col-span-3"
        {...bind('nickname')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        containerClassName="sm:col-span-3"
        {...bind('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint="A 10-digit US number in any format, such as (614) 555-0142."
        containerClassName="sm:col-span-3"
        {...bind('phone')}
      />
      <TextField
        label="Street address"
        autoComplete="address-line1"
        containerClassName="sm:col-span-6"
        {...bind('address')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        containerClassName="sm:col-span-2"
        {...bind('city')}
      />
      <StateSelect containerClassName="sm:col-span-2" {...bind('state')} />
      <TextField
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        containerClassName="sm:col-span-2"
        hint="5 digits, or ZIP+4 such as 43215-1234. The service keeps the 5-digit ZIP."
        {...bind('postalCode')}
      />
    </div>
  );
}
