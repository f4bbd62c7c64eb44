import type { UserInfoResponse } from '@hibi/contract';
import { subscriptionTypeOf } from '../../billing/current-plan.ts';
import type { AppContext } from '../../context.ts';
import { familyRepository } from '../../repositories/family.repository.ts';
import { accountGone } from './account-gone.ts';

/** The signed-in guardian's address, status, ids and plan (specification §7). */
export async function getUserInfo(context: AppContext, guardianId: string): Promise<UserInfoResponse> {
  const account = await familyRepository(context.database.db).findAccount(guardianId);
  if (!account) throw accountGone();
  return {
    email: account.email,
    status: account.guardianStatus,
    userId: account.guardianId,
    userUid: account.userUid,
    subscriptionType: subscriptionTypeOf(account, context.now()),
    approvedAt: account.guardianApprovedAt?.toISOString() ?? null,
  };
}
