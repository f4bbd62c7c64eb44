import type {
  ChildResponse,
  GroupResponse,
  ProfileResponse,
  ProfileUpdate,
  UserInfoResponse,
} from '@hibi/contract';
import { notYours } from '../../auth/authenticate.ts';
import { subscriptionTypeOf } from '../../billing/current-plan.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { familyRepository } from '../../repositories/family.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';

// A valid token whose account has since been deleted: the app signs in again.
const accountGone = () => new AppError('unauthenticated', 'ログインが必要です。');

/** The signed-in guardian's own account, profile, children and their facility (specification §7). */
export function accountService(context: AppContext) {
  const { db } = context.database;
  const families = familyRepository(db);

  return {
    async userInfo(guardianId: string): Promise<UserInfoResponse> {
      const account = await families.findAccount(guardianId);
      if (!account) throw accountGone();
      return {
        email: account.email,
        status: account.guardianStatus,
        userId: account.guardianId,
        userUid: account.userUid,
        subscriptionType: subscriptionTypeOf(account, context.now()),
        approvedAt: account.guardianApprovedAt?.toISOString() ?? null,
      };
    },

    async profile(guardianId: string): Promise<ProfileResponse> {
      const guardian = await guardianRepository(db).findById(guardianId);
      if (!guardian) throw accountGone();
      return { firstName: guardian.firstName, lastName: guardian.lastName };
    },

    /** The guardian's own name; answers the profile as it now reads. */
    async setName(guardianId: string, name: ProfileUpdate): Promise<ProfileResponse> {
      await guardianRepository(db).setName(guardianId, name);
      return name;
    },

    async children(guardianId: string): Promise<ChildResponse[]> {
      const rows = await families.listChildren(guardianId);
      return rows.map((child) => ({
        childId: child.id,
        firstName: child.firstName,
        lastName: child.lastName,
        nickname: child.nickname,
        birthday: child.birthday,
        groupId: child.facilityId,
        classId: child.classId,
        spendFreeTrial: child.spendFreeTrial,
        approvedAt: child.approvedAt?.toISOString() ?? null,
        siblingRequestedAt: child.siblingRequestedAt?.toISOString() ?? null,
        siblingRejectionReason: child.siblingRejectionReason,
      }));
    },

    async groupOfChild(guardianId: string, childId: string): Promise<GroupResponse> {
      const row = await families.findGroupOfChild(childId, guardianId);
      if (!row) throw new AppError('forbidden', notYours);
      const { facility } = row;
      return {
        groupId: facility.id,
        name: facility.name,
        subscriptionUnitPrice: facility.subscriptionUnitPrice,
        hasFreeTrial: facility.hasFreeTrial,
        freeTrialDays: facility.freeTrialDays,
      };
    },
  };
}
