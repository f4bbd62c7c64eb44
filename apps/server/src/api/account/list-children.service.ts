import type { ChildResponse } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { familyRepository } from '../../repositories/family.repository.ts';

/** The signed-in guardian's children, the primary one first (specification §3). */
export async function listChildren(context: AppContext, guardianId: string): Promise<ChildResponse[]> {
  const rows = await familyRepository(context.database.db).listChildren(guardianId);
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
}
