import type { staffInvitationRequestSchema } from '@hibi/contract';
import { normalizeEmail, type StaffAccount } from '@hibi/db';
import type { z } from 'zod';
import { newRefreshToken } from '../../../auth/refresh-token-value.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { queueMail } from '../../../mail/queue-mail.ts';
import { staffInvitationMail } from '../../../mail/templates/staff-invitation.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { staffRepository } from '../../../repositories/staff.repository.ts';
import { adminFacilityRepository } from '../facilities/admin-facility.repository.ts';
import { adminStaffRepository } from './admin-staff.repository.ts';
import { alreadyStaff } from './staff-invitations.ts';

type Invitation = z.output<typeof staffInvitationRequestSchema>;

/** Invitations are valid 7 days (issue 12) and single use. */
const invitationDays = 7;

/** An operator's invitation by mail, in the audit log; an address already of a staff member: 409. */
export async function inviteStaff(context: AppContext, operator: StaffAccount, input: Invitation) {
  const { db } = context.database;
  const email = normalizeEmail(input.email);
  const facilityId = input.role === 'operator' ? null : (input.facilityId ?? null);
  const facility = facilityId ? await adminFacilityRepository(db).findById(facilityId) : undefined;
  if (facilityId && !facility) throw new AppError('not_found', '施設が見つかりません。');
  if (await staffRepository(db).findByEmail(email)) throw new AppError('conflict', alreadyStaff);
  const { token, hash } = newRefreshToken();
  const expiresAt = new Date(context.now().getTime() + invitationDays * 86_400_000);
  await db.transaction(async (tx) => {
    await adminStaffRepository(tx).insertInvitation({
      email,
      name: input.name,
      role: input.role,
      facilityId,
      tokenHash: hash,
      invitedBy: operator.id,
      expiresAt,
    });
    await auditLogRepository(tx).byStaff(operator.id, 'staff.invite', ['staff_invitation', email], {
      role: input.role,
      facilityId,
    });
    const mail = staffInvitationMail({
      to: email,
      name: input.name,
      invitedBy: operator.name,
      facilityName: facility?.name ?? null,
      token,
      expiresAt,
      publicUrl: context.settings.PUBLIC_URL,
    });
    await queueMail(context.jobs, mail, { transaction: tx });
  });
  return { email, expiresAt: expiresAt.toISOString() };
}
