import type { ConsentDocumentName, ConsentStatus } from '@hibi/contract';
import { documentVersions } from '@hibi/domain';
import { consentRepository } from '../../consents/consent.repository.ts';
import { consentStatus } from '../../consents/consent-items.ts';
import type { AppContext } from '../../context.ts';

/** The signed-in guardian's consents (DESIGN.md §9, decision 0076). */
export function consentService(context: Pick<AppContext, 'database' | 'now'>) {
  const consents = consentRepository(context.database.db);
  const status = async (guardianId: string): Promise<ConsentStatus> =>
    consentStatus(await consents.ofGuardians([guardianId]));

  return {
    status,
    /** Agreement to the version in force of each text named, at the server's time. */
    async agree(guardianId: string, documents: readonly ConsentDocumentName[]): Promise<ConsentStatus> {
      const given = [...new Set(documents)].map((document) => ({
        document,
        version: documentVersions[document],
      }));
      await consents.record(guardianId, given, context.now());
      return status(guardianId);
    },
  };
}
