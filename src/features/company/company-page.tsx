/**
 * /company: the company's details, sent to the service's update endpoint (4.6). The interface has no
 * endpoint that reads them back, so the form starts from the last values this browser saved for the
 * company (see saved-company.ts) and says so; the first time it starts empty.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError, isTransient } from '../../api/errors';
import type { CompanyUpdate } from '../../api/schemas';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LeaveConfirmDialog, useUnsavedChangesPrompt } from '../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { describeError, isNotAllowed } from '../../components/ui/states';
import { TechnicalDetails } from '../../components/ui/technical-details';
import { US_STATES } from '../../lib/us-states';
import { useUpdateCompany } from '../../queries/company';
import { clearDraft, readDraft, saveDraft } from '../../session/drafts';
import { useRequiredSession } from '../../session/use-session';
import {
  companyFormSchema,
  formFieldFor,
  serviceFields,
  toFormValues,
  type CompanyFormField,
  type CompanyFormValues,
} from './company-form';
import { readSavedCompany, writeSavedCompany, type SavedCompany } from './saved-company';

const DRAFT_NAME = 'company-details';

// Saving disables the focused Save button, which drops keyboard focus: it goes to the outcome instead.
const outcomeFocusClasses =
  'mb-6 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const savedAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function formatSavedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : savedAtFormat.format(date);
}

export function CompanyPage() {
  const { companyToken } = useRequiredSession();
  // Another company (another sign-in) starts from its own saved values.
  return <CompanyDetails key={companyToken} companyToken={companyToken} />;
}

function SourceNote({ saved }: { saved: SavedCompany | null }) {
  return (
    <Alert tone="info" role="none" className="mb-6" title="Where these values come from">
      {saved ? (
        <p>
          The service does not send company details back, so this form shows the details last saved from this
          browser, on {formatSavedAt(saved.savedAt)}. Changes made elsewhere since then are not shown here.
          Saving sends all eight fields.
        </p>
      ) : (
        <p>
          The service does not send company details back, and none have been saved from this browser yet, so
          the form starts empty. Saving sends all eight fields and replaces what the service holds.
        </p>
      )}
    </Alert>
  );
}

function CompanyDetails({ companyToken }: { companyToken: string }) {
  const [saved, setSaved] = useState(() => readSavedCompany(companyToken));
  const [outcome, setOutcome] = useState<'saved' | 'saved-not-kept' | null>(null);
  const update = useUpdateCompany();
  const savedRef = useRef<HTMLDivElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);

  const form = useForm<CompanyFormValues, unknown, CompanyUpdate>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: toFormValues(saved?.company),
  });
  const { errors, isDirty } = form.formState;
  const blocker = useUnsavedChangesPrompt(isDirty, 'company-details');
  const [restored, setRestored] = useState(() => readDraft(DRAFT_NAME, companyToken) !== null);

  // Unsaved input survives a session that ends mid-edit (see session/drafts.ts).
  useEffect(() => {
    const draft = readDraft(DRAFT_NAME, companyToken);
    if (draft) {
      for (const field of Object.keys(toFormValues(undefined)) as CompanyFormField[]) {
        const value = draft[field];
        if (value !== undefined) form.setValue(field, value, { shouldDirty: true });
      }
    }
    return form.subscribe({
      formState: { values: true },
      callback: ({ values, defaultValues }) => {
        const current = values as Record<string, string>;
        // Compared with what the form starts from (after a save, the stored values), not with the browser's
        // copy: that copy may be missing when the browser could not keep it.
        const defaults = { ...toFormValues(undefined), ...defaultValues } as Record<string, string>;
        const changed = Object.keys(defaults).some((k) => (current[k] ?? '') !== defaults[k]);
        if (changed) saveDraft(DRAFT_NAME, companyToken, current);
        else clearDraft(DRAFT_NAME, companyToken);
      },
    });
  }, [companyToken, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (update.isPending) return;
    setOutcome(null);
    try {
      const company = await update.mutateAsync(values);
      const { record, persisted } = writeSavedCompany(company);
      setSaved(record);
      clearDraft(DRAFT_NAME, companyToken);
      setRestored(false);
      // The service's stored values win over what was typed (it may trim or reformat them).
      form.reset(toFormValues(company));
      setOutcome(persisted ? 'saved' : 'saved-not-kept');
    } catch (error) {
      // Every typed value stays; the service's words go onto the fields they name.
      if (!isApiError(error)) return;
      // A field may be named more than once: every one of the service's messages is shown on it.
      const messages = new Map<CompanyFormField, string[]>();
      for (const fieldError of error.fieldErrors) {
        const field = formFieldFor(fieldError.field);
        if (!field) continue;
        const list = messages.get(field) ?? [];
        if (!list.includes(fieldError.message)) list.push(fieldError.message);
        messages.set(field, list);
      }
      [...messages].forEach(([field, list], i) => {
        form.setError(field, { type: 'server', message: list.join(' ') }, { shouldFocus: i === 0 });
      });
    }
  });

  const failure = update.error;

  useEffect(() => {
    if (outcome) savedRef.current?.focus();
  }, [outcome]);

  useEffect(() => {
    // A refusal that names a field has already put focus on that field.
    const namesAField =
      isApiError(failure) && failure.fieldErrors.some((e) => formFieldFor(e.field) !== null);
    if (failure && !namesAField) refusalRef.current?.focus();
  }, [failure]);
  const refusal = failure ? describeError(failure) : null;
  const generalMessages = isApiError(failure)
    ? failure
        .generalErrors(serviceFields)
        .map((e) => e.message)
        .filter((m) => m !== failure.message)
    : [];
  const fieldMessages = isApiError(failure)
    ? failure.fieldErrors.filter((e) => formFieldFor(e.field) !== null)
    : [];

  return (
    <>
      <PageHeader
        title="Company details"
        description="Your company's name and contact details as the valuation service holds them."
      />
      <SourceNote saved={saved} />

      {restored && isDirty ? (
        <Alert tone="info" className="mb-6" title="Your unsaved changes are back">
          <p>
            Your session ended before you saved. The changes you had typed are in the form again: check them
            and save.
          </p>
        </Alert>
      ) : null}

      {outcome && !isDirty ? (
        <div ref={savedRef} tabIndex={-1} className={outcomeFocusClasses}>
          <Alert tone="success" title="Company details saved">
            {outcome === 'saved' ? (
              <p>The form shows the values the service stored.</p>
            ) : (
              <p>
                The form shows the values the service stored. This browser could not keep a copy, so the form
                will start empty next time.
              </p>
            )}
          </Alert>
        </div>
      ) : null}

      {refusal ? (
        <div ref={refusalRef} tabIndex={-1} className={outcomeFocusClasses}>
          <Alert tone="error" title={isNotAllowed(failure) ? refusal.title : 'The changes were not saved'}>
            <p>{refusal.message}</p>
            {generalMessages.length > 0 ? (
              <ul className="mt-2 list-disc pl-5">
                {generalMessages.map((message, i) => (
                  <li key={i}>{message}</li>
                ))}
              </ul>
            ) : null}
            {fieldMessages.length > 0 ? <p className="mt-2">Check the fields marked below.</p> : null}
            <p className="mt-2">Everything you typed is still in the form.</p>
            {isTransient(failure) ? (
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void onSubmit()}>
                Try again
              </Button>
            ) : null}
            <TechnicalDetails error={failure} />
          </Alert>
        </div>
      ) : null}

      <Section title="Details">
        <form noValidate onSubmit={onSubmit} aria-busy={update.isPending} className="space-y-6">
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
            <SelectField
              label="State"
              autoComplete="address-level1"
              containerClassName="sm:col-span-2"
              error={errors.state?.message}
              {...form.register('state')}
            >
              <option value="">Choose a state</option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name} ({code})
                </option>
              ))}
            </SelectField>
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

          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
            <Button type="submit" disabled={!isDirty || update.isPending}>
              {update.isPending ? 'Saving…' : 'Save changes'}
            </Button>
            <Button
              variant="secondary"
              disabled={!isDirty || update.isPending}
              onClick={() => {
                form.reset(toFormValues(saved?.company));
                clearDraft(DRAFT_NAME, companyToken);
                setRestored(false);
                // An earlier confirmation is about an earlier save, not about this discard.
                setOutcome(null);
                update.reset();
              }}
            >
              Discard changes
            </Button>
            <p className="text-sm text-slate-700" aria-live="polite">
              {update.isPending
                ? 'Saving your changes…'
                : isDirty
                  ? 'You have unsaved changes.'
                  : 'No unsaved changes.'}
            </p>
          </div>
        </form>
      </Section>

      {blocker.state === 'blocked' ? (
        <LeaveConfirmDialog
          title="Leave without saving?"
          onStay={() => blocker.reset()}
          onLeave={() => blocker.proceed()}
        >
          <p>
            Your changes to the company details have not been saved. If you leave this page now, they will be
            lost.
          </p>
        </LeaveConfirmDialog>
      ) : null}
    </>
  );
}
