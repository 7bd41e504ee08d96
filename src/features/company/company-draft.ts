/**
 * Unsaved input on the company form survives a session that ends mid-edit (see session/drafts.ts): a
 * draft found on arrival is put back into the form, and every change is kept until it is saved or
 * discarded.
 */
import { useEffect, useState } from 'react';
import { clearDraft, readDraft, saveDraft } from '../../session/drafts';
import type { CompanyForm } from './company-fields';
import { toFormValues, type CompanyFormField } from './company-form';

const DRAFT_NAME = 'company-details';

export function clearCompanyDraft(companyToken: string): void {
  clearDraft(DRAFT_NAME, companyToken);
}

/** Whether the form holds a draft brought back from an earlier session, and a way to say it no longer does. */
export function useCompanyDraft(form: CompanyForm, companyToken: string): [boolean, () => void] {
  const [restored, setRestored] = useState(() => readDraft(DRAFT_NAME, companyToken) !== null);

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

  return [restored, () => setRestored(false)];
}
