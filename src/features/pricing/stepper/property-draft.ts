/**
 * What the user typed in the property step (property type, state, ZIP code) before pricing survives a
 * session that ends meanwhile (an expiry, the idle timeout, whose warning says unsaved changes are kept),
 * as the company form's draft does (session/drafts.ts): kept in the tab for the user and company while it
 * differs from the values the step opened with, put back when the step opens again with those same
 * values (the same page after signing in again), removed once priced and at sign-out. A link with other
 * values is not overwritten by a draft typed over different ones.
 */
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, saveDraft } from '../../../session/drafts';
import { useRequiredSession } from '../../../session/use-session';
import type { PropertyFormInput, PropertyKey, PropertyValues } from './wizard-params';

const DRAFT_NAME = 'pricing-property';
const KEYS: readonly PropertyKey[] = ['property', 'state', 'zip'];

/** The values a draft was typed over, as one string. */
const baseOf = (values: Partial<PropertyFormInput>) => KEYS.map((key) => values[key] ?? '').join('\n');

/** Keeps the step's typed values as a draft and puts a draft back; returns what forgets it (priced). */
export function usePropertyDraft(
  form: UseFormReturn<PropertyFormInput, unknown, PropertyValues>,
  defaults: PropertyFormInput,
): () => void {
  const { companyToken } = useRequiredSession();
  const base = baseOf(defaults);

  useEffect(() => {
    const draft = readDraft(DRAFT_NAME, companyToken);
    if (draft?.base === base)
      for (const key of KEYS) {
        const value = draft[key];
        if (value !== undefined && value !== form.getValues(key))
          form.setValue(key, value, { shouldDirty: true });
      }
    return form.subscribe({
      formState: { values: true },
      callback: ({ values, defaultValues }) => {
        const current = values;
        const from = { ...defaultValues } as Partial<PropertyFormInput>;
        if (KEYS.some((key) => (current[key] ?? '') !== (from[key] ?? '')))
          saveDraft(DRAFT_NAME, companyToken, { ...current, base: baseOf(from) });
        else clearDraft(DRAFT_NAME, companyToken);
      },
    });
  }, [companyToken, form, base]);

  return () => clearDraft(DRAFT_NAME, companyToken);
}
