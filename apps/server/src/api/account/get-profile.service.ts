import type { ProfileResponse } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { accountGone } from './account-gone.ts';

/** The signed-in guardian's own name. */
export async function getProfile(context: AppContext, guardianId: string): Promise<ProfileResponse> {
  const guardian = await guardianRepository(context.database.db).findById(guardianId);
  if (!guardian) throw accountGone();
  return { firstName: guardian.firstName, lastName: guardian.lastName };
}
