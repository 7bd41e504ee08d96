/**
 * The batch being set up (the three choices and the pasted rows) survives a session that ends before it
 * is priced (an expiry, the idle timeout), as the company form's draft does (session/drafts.ts): kept in
 * the tab for the user and company while anything is set, put back after signing in again, removed once
 * the batch starts (the batch itself is kept from then on: batch-store.ts) and at sign-out. A chosen
 * file is not kept: the browser gives its content to this page only, and choosing it again is one step.
 */
import { useEffect, useState } from 'react';
import { clearDraft, readDraft, saveDraft } from '../../../session/drafts';
import { useRequiredSession } from '../../../session/use-session';
import type { ChoiceSlugs } from './batch-choices';
import type { LargePaste } from './batch-paste';

const DRAFT_NAME = 'pricing-batch';

export interface BatchDraft {
  slugs: ChoiceSlugs;
  /** The rows in the box, or a large paste kept out of it (batch-paste.tsx). */
  pasted: string;
  largePaste: LargePaste | null;
}

function readBatchDraft(companyToken: string): BatchDraft | null {
  const draft = readDraft(DRAFT_NAME, companyToken);
  if (!draft) return null;
  const rows = Number(draft.largeRows);
  const text = draft.rows ?? '';
  return {
    slugs: {
      report: draft.report ?? '',
      turnaround: draft.turnaround ?? '',
      inspection: draft.inspection ?? '',
    },
    pasted: draft.largeRows ? '' : text,
    largePaste: draft.largeRows && Number.isSafeInteger(rows) ? { text, rows } : null,
  };
}

/** The draft found on arrival (read once), and a way to forget it (the batch starts). */
export function useBatchDraft(): { restored: BatchDraft | null; forget: () => void } {
  const { companyToken } = useRequiredSession();
  const [restored] = useState(() => readBatchDraft(companyToken));
  return { restored, forget: () => clearDraft(DRAFT_NAME, companyToken) };
}

/** Keeps the setup as `draft` says whenever it changes (after the render: a large paste is written once). */
export function useKeepBatchDraft({ slugs, pasted, largePaste }: BatchDraft): void {
  const { companyToken } = useRequiredSession();
  useEffect(() => {
    const rows = largePaste?.text ?? pasted;
    if (!slugs.report && !slugs.turnaround && !slugs.inspection && rows.trim() === '')
      clearDraft(DRAFT_NAME, companyToken);
    else
      saveDraft(DRAFT_NAME, companyToken, {
        ...slugs,
        rows,
        largeRows: largePaste ? String(largePaste.rows) : '',
      });
  }, [companyToken, slugs, pasted, largePaste]);
}
