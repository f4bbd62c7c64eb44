import type { GroupResponse } from '@hibi/contract';
import { notYours } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { familyRepository } from '../../repositories/family.repository.ts';

/** The facility (group) of one of the guardian's children: its name, price and trial. */
export async function getChildGroup(
  context: AppContext,
  guardianId: string,
  childId: string,
): Promise<GroupResponse> {
  const row = await familyRepository(context.database.db).findGroupOfChild(childId, guardianId);
  if (!row) throw new AppError('forbidden', notYours);
  const { facility } = row;
  return {
    groupId: facility.id,
    name: facility.name,
    subscriptionUnitPrice: facility.subscriptionUnitPrice,
    hasFreeTrial: facility.hasFreeTrial,
    freeTrialDays: facility.freeTrialDays,
  };
}
