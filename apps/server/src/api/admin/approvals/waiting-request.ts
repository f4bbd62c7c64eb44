import type { Executor, StaffAccount } from '@hibi/db';
import { assertFacilityAccess, facilityScopeOf } from '../../../auth/require-staff.ts';
import { AppError } from '../../../errors/app-error.ts';
import { guardianRepository } from '../../../repositories/guardian.repository.ts';
import { signupRequestRepository } from '../../../repositories/signup-request.repository.ts';

/** How an operator names a guardian: by email (the CLI, /admin/guardians/…) or by id (the console). */
export type GuardianTarget = { email: string } | { guardianId: string };

/**
 * Inside a staff member's transaction: the guardian they named, locked until the transaction ends
 * so two decisions on one account queue up.
 */
export async function lockGuardian(tx: Executor, target: GuardianTarget) {
  const guardians = guardianRepository(tx);
  if ('guardianId' in target) {
    const locked = await guardians.findByIdForUpdate(target.guardianId);
    if (!locked) throw new AppError('not_found', '指定された利用者が見つかりません。');
    return locked;
  }
  const found = await guardians.findByEmail(target.email);
  const locked = found && (await guardians.findByIdForUpdate(found.id));
  if (!locked) throw new AppError('not_found', '指定されたメールアドレスの利用者が見つかりません。');
  return locked;
}

/**
 * Approval and rejection decide a waiting request (status requested) only, and only for a staff
 * member of the child's facility (operators: any). Answers the guardian and their first child.
 */
export async function lockWaitingRequest(tx: Executor, target: GuardianTarget, staff: StaffAccount) {
  const guardian = await lockGuardian(tx, target);
  const child = await assertRequestFacility(tx, guardian.id, staff);
  if (guardian.status !== 'requested') throw new AppError('conflict', 'この利用者は承認待ちではありません。');
  return { guardian, child };
}

/**
 * Before anything is checked or told about a request (authorise first, then validate): 404 for an
 * unknown guardian, 403 for staff of another facility, so a neighbour's request reveals nothing.
 */
export async function assertMayDecide(db: Executor, target: GuardianTarget, staff: StaffAccount) {
  const guardians = guardianRepository(db);
  const guardian =
    'guardianId' in target
      ? await guardians.findById(target.guardianId)
      : await guardians.findByEmail(target.email);
  if (!guardian) throw new AppError('not_found', '指定された利用者が見つかりません。');
  await assertRequestFacility(db, guardian.id, staff);
}

async function assertRequestFacility(db: Executor, guardianId: string, staff: StaffAccount) {
  const request = await signupRequestRepository(db).childWithFacility(guardianId);
  // A guardian without a child belongs to no facility: only operators may decide on them.
  if (request) assertFacilityAccess(staff, request.child.facilityId);
  else if (facilityScopeOf(staff) !== null) throw new AppError('forbidden', '申請を扱う権限がありません。');
  return request?.child;
}
