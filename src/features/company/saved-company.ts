/**
 * The last company details this browser saved, per company token. The interface has no endpoint that
 * reads company details, so the update response is the only copy the portal ever sees; it is kept in
 * localStorage (not sessionStorage) so that it outlives the tab and a session that expires. It holds the
 * company's public contact details only, never a credential, and a sign-out removes it
 * (session/local-data.ts).
 */
import * as z from 'zod/mini';
import { companyDetailsSchema, type Company } from '../../api/schemas/company';
import { storageKeys } from '../../session/local-data';

const KEY_PREFIX = storageKeys.companyDetailsPrefix;

export function savedCompanyKey(companyToken: string): string {
  return `${KEY_PREFIX}${companyToken}`;
}

// What the browser gives back is checked like any other input: a damaged copy is ignored.
const savedCompanySchema = z.object({
  savedAt: z.string(),
  company: z.extend(companyDetailsSchema, { token: z.string() }),
});

export type SavedCompany = z.infer<typeof savedCompanySchema>;

export function readSavedCompany(companyToken: string): SavedCompany | null {
  try {
    const raw = globalThis.localStorage?.getItem(savedCompanyKey(companyToken));
    if (!raw) return null;
    const parsed = savedCompanySchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.company.token === companyToken ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the stored values; `persisted` is false when the browser refuses (storage full or disabled). */
export function writeSavedCompany(
  company: Company,
  savedAt: Date = new Date(),
): { record: SavedCompany; persisted: boolean } {
  const record: SavedCompany = { savedAt: savedAt.toISOString(), company };
  try {
    globalThis.localStorage.setItem(savedCompanyKey(company.token), JSON.stringify(record));
    return { record, persisted: true };
  } catch {
    // An older copy left behind would later be offered as the last saved values: drop it.
    try {
      globalThis.localStorage.removeItem(savedCompanyKey(company.token));
    } catch {
      // Storage is unusable altogether: there is no copy to drop.
    }
    return { record, persisted: false };
  }
}
