import type { FacilityByCodeResponse } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { facilityRepository } from '../../repositories/facility.repository.ts';

const unknownFacilityCode = '施設コードが見つかりません。園からお知らせしたコードをご確認ください。';

/** The sign-up screen turns the code a nursery handed out into its groupId (DESIGN.md §6). */
export async function findFacilityByCode(
  context: AppContext,
  normalizedCode: string,
): Promise<FacilityByCodeResponse> {
  const facility = await facilityRepository(context.database.db).findByCode(normalizedCode);
  if (!facility) throw new AppError('not_found', unknownFacilityCode);
  return { groupId: facility.id, name: facility.name };
}
