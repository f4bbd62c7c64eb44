import type { ConsentItem } from '@hibi/contract';
import { consentDocuments, documentVersions, outdatedConsents } from '@hibi/domain';
import type { ConsentRow } from './consent.repository.ts';

/**
 * One guardian's consent per text, in the fixed order: the current version's if agreed to, else
 * the latest agreed (an older text), else none (未同意). Rows come oldest first.
 */
export function consentItems(rows: readonly ConsentRow[]): ConsentItem[] {
  return consentDocuments.map((document) => {
    const currentVersion = documentVersions[document];
    const ofDocument = rows.filter((row) => row.document === document);
    const shown = ofDocument.find((row) => row.version === currentVersion) ?? ofDocument.at(-1);
    return {
      document,
      currentVersion,
      consentedVersion: shown?.version ?? null,
      consentedAt: shown?.consentedAt.toISOString() ?? null,
      current: shown?.version === currentVersion,
    };
  });
}

/** GET /api/users/{userId}/consents: every text, and those whose current version is not agreed. */
export function consentStatus(rows: readonly ConsentRow[]) {
  return { consents: consentItems(rows), outdated: outdatedConsents(rows) };
}

/** Rows of many guardians, by guardian (the console's queue). */
export function consentItemsByGuardian(rows: readonly ConsentRow[]) {
  return (guardianId: string) => consentItems(rows.filter((row) => row.guardianId === guardianId));
}
