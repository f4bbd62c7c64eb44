import type { ProfileResponse, ProfileUpdate } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';

/** The guardian's own name; answers the profile as it now reads. */
export async function updateProfile(
  context: AppContext,
  guardianId: string,
  name: ProfileUpdate,
): Promise<ProfileResponse> {
  await guardianRepository(context.database.db).setName(guardianId, name);
  return name;
}
