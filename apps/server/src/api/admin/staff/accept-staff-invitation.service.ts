import { hashPassword } from '../../../auth/passwords.ts';
import { hashRefreshToken } from '../../../auth/refresh-token-value.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { staffRepository } from '../../../repositories/staff.repository.ts';
import { staffTokenFamily } from '../sessions/staff-token-family.ts';
import { adminStaffRepository } from './admin-staff.repository.ts';
import { alreadyStaff } from './staff-invitations.ts';

const linkVoid =
  'この招待リンクは使用済みか、有効期限が切れています。運営スタッフに再招待を依頼してください。';

/** Creates the account of an invitation with the chosen password and signs it in (a new token family). */
export async function acceptStaffInvitation(context: AppContext, token: string, password: string) {
  const { db } = context.database;
  const now = context.now();
  const passwordHash = await hashPassword(password);
  const staffId = await db.transaction(async (tx) => {
    const repository = adminStaffRepository(tx);
    const invitation = await repository.lockInvitation(hashRefreshToken(token));
    if (!invitation || invitation.acceptedAt || invitation.expiresAt <= now) {
      throw new AppError('invalid_input', linkVoid);
    }
    if (await staffRepository(tx).findByEmail(invitation.email)) throw new AppError('conflict', alreadyStaff);
    const id = await repository.insertStaff({
      email: invitation.email,
      name: invitation.name,
      role: invitation.role,
      facilityId: invitation.facilityId,
      passwordHash,
    });
    await repository.markAccepted(invitation.id, now);
    await auditLogRepository(tx).byStaff(id, 'staff.accept_invitation', ['staff_account', id]);
    return id;
  });
  return staffTokenFamily(context).issue(staffId);
}
