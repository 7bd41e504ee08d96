/**
 * The property step: residential property type, state and postal code, validated with one zod schema
 * before anything is sent. A refusal from the service that names one of these fields shows on it
 * (derived from the quote query's error, which belongs to exactly the values that were priced).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { memo, useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { SelectField, TextField } from '../../../components/ui/field';
import { StateSelect } from '../../../components/ui/state-select';
import { StepFields } from './choice-step';
import { equalProps, sameRecord } from './equal-props';
import { usePropertyDraft } from './property-draft';
import {
  PROPERTY_TYPES,
  propertySchema,
  type PropertyFormInput,
  type PropertyKey,
  type PropertyValues,
} from './wizard-params';

const propertyFields: readonly PropertyKey[] = ['property', 'state', 'zip'];
// Made once, as the state select's options are: the form's re-renders skip them.
const PROPERTY_OPTIONS = PROPERTY_TYPES.map((p) => (
  <option key={p.value} value={p.value}>
    {p.label}
  </option>
));

export const PropertyStep = memo(
  function PropertyStep({
    titleId,
    defaults,
    serviceErrors,
    notice,
    pending,
    onSubmit,
  }: {
    titleId: string;
    defaults: PropertyFormInput;
    serviceErrors: Partial<Record<PropertyKey, string>>;
    notice?: ReactNode;
    pending: boolean;
    onSubmit: (values: PropertyValues) => void;
  }) {
    const form = useForm<PropertyFormInput, unknown, PropertyValues>({
      resolver: zodResolver(propertySchema),
      defaultValues: defaults,
      // A failed submit focuses the error summary, whose links lead to each field (GOV.UK).
      shouldFocusError: false,
    });
    // The URL's property moved (back, forward, a link) to values the form does not hold: the form starts
    // again from them. Its own submit moves the URL to the values it holds, and keeps it as it is (a new
    // form for each submit took its 79 elements out and put them back, in the commit's task).
    const { property, state, zip } = defaults;
    useEffect(() => {
      const next = { property, state, zip };
      if (!sameRecord(form.getValues(), next)) form.reset(next);
    }, [form, property, state, zip]);
    // Typed but not priced yet: kept if the session ends meanwhile (property-draft.ts).
    const forgetDraft = usePropertyDraft(form, defaults);
    const { errors } = form.formState;
    const errorFor = (key: PropertyKey) => errors[key]?.message ?? serviceErrors[key];
    const summary = useErrorSummary(errors, propertyFields, serviceErrors);

    const submit = form.handleSubmit((values) => {
      forgetDraft();
      onSubmit(values);
    }, summary.focusSummary);

    return (
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <ErrorSummary items={summary.items} focusRequests={summary.focusRequests} />
        <StepFields titleId={titleId} notice={notice}>
          {/* On a wide screen the fields keep a bottom padding (field.tsx), taken back here. */}
          <div className="field-rows grid gap-4 sm:-mb-4 sm:grid-cols-3 sm:gap-y-0">
            <SelectField label="Property type" error={errorFor('property')} {...form.register('property')}>
              <option value="">Choose a property type</option>
              {PROPERTY_OPTIONS}
            </SelectField>
            <StateSelect error={errorFor('state')} {...form.register('state')} />
            <TextField
              label="ZIP code"
              hint="Five digits; ZIP+4 is fine."
              inputMode="numeric"
              autoComplete="postal-code"
              error={errorFor('zip')}
              {...form.register('zip')}
            />
          </div>
        </StepFields>
        <Button type="submit" disabled={pending}>
          {pending ? 'Pricing…' : 'Get the price'}
        </Button>
      </form>
    );
  },
  // The page makes its defaults and the service's errors anew on every render: compared by value.
  equalProps({ defaults: sameRecord, serviceErrors: sameRecord }),
);
