import type { ConsentStatus } from '@hibi/contract';
import { consentRepository } from '../../consents/consent.repository.ts';
import { consentStatus } from '../../consents/consent-items.ts';
import type { AppContext } from '../../context.ts';

/** The signed-in guardian's consents (DESIGN.md §9, decision 0076). */
export async function getConsents(
  context: Pick<AppContext, 'database'>,
  guardianId: string,
): Promise<ConsentStatus> {
  return consentStatus(await consentRepository(context.database.db).ofGuardians([guardianId]));
}
