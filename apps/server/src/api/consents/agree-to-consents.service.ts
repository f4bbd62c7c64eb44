import type { ConsentDocumentName, ConsentStatus } from '@hibi/contract';
import { documentVersions } from '@hibi/domain';
import { consentRepository } from '../../consents/consent.repository.ts';
import { consentStatus } from '../../consents/consent-items.ts';
import type { AppContext } from '../../context.ts';

/** Agreement to the version in force of each text named, at the server's time; answers the new status. */
export async function agreeToConsents(
  context: Pick<AppContext, 'database' | 'now'>,
  guardianId: string,
  documents: readonly ConsentDocumentName[],
): Promise<ConsentStatus> {
  const consents = consentRepository(context.database.db);
  const given = [...new Set(documents)].map((document) => ({
    document,
    version: documentVersions[document],
  }));
  await consents.record(guardianId, given, context.now());
  return consentStatus(await consents.ofGuardians([guardianId]));
}
