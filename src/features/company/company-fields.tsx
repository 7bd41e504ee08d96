/** The eight fields of the company details form, each with its label, hint and error. */
import type { UseFormReturn } from 'react-hook-form';
import type { CompanyUpdate } from '../../api/schemas';
import { TextField } from '../../components/ui/field';
import { StateSelect } from '../../components/ui/state-select';
import type { CompanyFormValues } from './company-form';

export type CompanyForm = UseFormReturn<CompanyFormValues, unknown, CompanyUpdate>;

export function CompanyFields({ form }: { form: CompanyForm }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <TextField
        label="Company name"
        autoComplete="organization"
        containerClassName="sm:col-span-3"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Nickname"
        hint="Optional. A short name, such as Keystone Lending."
        autoComplete="off"
        containerClassName="sm:col-span-3"
        error={errors.nickname?.message}
        {...form.register('nickname')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        containerClassName="sm:col-span-3"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint="A 10-digit US number in any format, such as (614) 555-0142."
        containerClassName="sm:col-span-3"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        label="Street address"
        autoComplete="address-line1"
        containerClassName="sm:col-span-6"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        containerClassName="sm:col-span-2"
        error={errors.city?.message}
        {...form.register('city')}
      />
      <StateSelect
        containerClassName="sm:col-span-2"
        error={errors.state?.message}
        {...form.register('state')}
      />
      <TextField
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        containerClassName="sm:col-span-2"
        hint="5 digits, or ZIP+4 such as 43215-1234. The service keeps the 5-digit ZIP."
        error={errors.postalCode?.message}
        {...form.register('postalCode')}
      />
    </div>
  );
}
