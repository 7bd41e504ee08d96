/**
 * /company: the company's details, sent to the service's update endpoint (4.6). The interface has no
 * endpoint that reads them back, so the form starts from the last values this browser saved for the
 * company (see saved-company.ts) and says so; the first time it starts empty.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../api/errors';
import type { CompanyUpdate } from '../../api/schemas/company';
import { Button } from '../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../components/ui/error-summary';
import { LeaveConfirmDialog, useUnsavedChangesPrompt } from '../../components/ui/confirm-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { showToast } from '../../components/ui/toast';
import { Section } from '../../components/ui/section';
import { useUpdateCompany } from '../../queries/company';
import { useRequiredSession } from '../../session/use-session';
import { clearCompanyDraft, useCompanyDraft } from './company-draft';
import { CompanyFields } from './company-fields';
import {
  companyFormSchema,
  emptyCompanyForm,
  formFieldFor,
  toFormValues,
  type CompanyFormField,
  type CompanyFormValues,
} from './company-form';
import { namesAField, RefusalNotice, NotKeptNotice, RestoredNotice, SourceNote } from './company-notices';
import { readSavedCompany, writeSavedCompany } from './saved-company';

const companyFields = Object.keys(emptyCompanyForm);

export function CompanyPage() {
  const { companyToken } = useRequiredSession();
  // Another company (another sign-in) starts from its own saved values.
  return <CompanyDetails key={companyToken} companyToken={companyToken} />;
}

/** The service's messages by the form field they name; a field named more than once gets every message. */
function fieldMessages(error: unknown): Map<CompanyFormField, string[]> {
  const messages = new Map<CompanyFormField, string[]>();
  if (!isApiError(error)) return messages;
  for (const fieldError of error.fieldErrors) {
    const field = formFieldFor(fieldError.field);
    if (!field) continue;
    const list = messages.get(field) ?? [];
    if (!list.includes(fieldError.message)) list.push(fieldError.message);
    messages.set(field, list);
  }
  return messages;
}

function CompanyDetails({ companyToken }: { companyToken: string }) {
  const [saved, setSaved] = useState(() => readSavedCompany(companyToken));
  /** Saved, but this browser could not keep its copy: said until the next change. */
  const [notKept, setNotKept] = useState(false);
  const update = useUpdateCompany();
  const [saves, setSaves] = useState(0);
  const refusalRef = useRef<HTMLDivElement>(null);

  const form = useForm<CompanyFormValues, unknown, CompanyUpdate>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: toFormValues(saved?.company),
    // A failed save focuses the error summary, whose links lead to each field (GOV.UK).
    shouldFocusError: false,
  });
  const { isDirty } = form.formState;
  const summary = useErrorSummary(form.formState.errors, companyFields);
  const blocker = useUnsavedChangesPrompt(isDirty, 'company-details');
  const [restored, forgetRestored] = useCompanyDraft(form, companyToken);

  const onSubmit = form.handleSubmit(async (values) => {
    if (update.isPending) return;
    setNotKept(false);
    try {
      const company = await update.mutateAsync(values);
      const { record, persisted } = writeSavedCompany(company);
      setSaved(record);
      clearCompanyDraft(companyToken);
      forgetRestored();
      // The service's stored values win over what was typed (it may trim or reformat them).
      form.reset(toFormValues(company));
      setNotKept(!persisted);
      // The portal's one way to confirm success. The Save button the user pressed is now disabled, so
      // keyboard focus goes back to the form's first field rather than being lost.
      showToast('Company details saved.');
      setSaves((n) => n + 1);
    } catch (error) {
      // Every typed value stays; the service's words go onto the fields they name, and into the summary.
      const messages = [...fieldMessages(error)];
      messages.forEach(([field, list]) => form.setError(field, { type: 'server', message: list.join(' ') }));
      if (messages.length > 0) summary.focusSummary();
    }
  }, summary.focusSummary);

  const discard = () => {
    form.reset(toFormValues(saved?.company));
    clearCompanyDraft(companyToken);
    forgetRestored();
    // An earlier notice is about an earlier save, not about this discard.
    setNotKept(false);
    update.reset();
  };

  const failure = update.error;

  useEffect(() => {
    if (saves > 0) form.setFocus('name');
  }, [saves, form]);

  useEffect(() => {
    // A refusal that names a field has put focus on the error summary.
    if (failure && !namesAField(failure)) refusalRef.current?.focus();
  }, [failure]);

  return (
    <>
      <PageHeader
        title="Company details"
        description="Your company's name and contact details as the valuation service holds them."
      />
      <ErrorSummary items={summary.items} focusRequests={summary.focusRequests} className="mb-6" />
      <SourceNote saved={saved} />
      {restored && isDirty ? <RestoredNotice /> : null}
      {notKept && !isDirty ? <NotKeptNotice /> : null}
      {failure ? <RefusalNotice failure={failure} ref={refusalRef} onRetry={() => void onSubmit()} /> : null}

      <Section title="Details">
        <form noValidate onSubmit={onSubmit} aria-busy={update.isPending} className="space-y-6">
          <CompanyFields form={form} />
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
            <Button type="submit" disabled={!isDirty || update.isPending}>
              {update.isPending ? 'Saving…' : 'Save changes'}
            </Button>
            <Button variant="secondary" disabled={!isDirty || update.isPending} onClick={discard}>
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
