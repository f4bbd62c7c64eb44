import type { StaffListResponse, staffInvitationRequestSchema } from '@hibi/contract';
import { normalizeEmail, type StaffAccount } from '@hibi/db';
import type { z } from 'zod';
import { hashPassword } from '../../../auth/passwords.ts';
import { hashRefreshToken, newRefreshToken } from '../../../auth/refresh-token-value.ts';
import { facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { queueMail } from '../../../mail/queue-mail.ts';
import { staffInvitationMail } from '../../../mail/templates/staff-invitation.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { staffRepository } from '../../../repositories/staff.repository.ts';
import { adminFacilityRepository } from '../facilities/admin-facility.repository.ts';
import { adminSessionService } from '../sessions/admin-session.service.ts';
import { adminStaffRepository } from './admin-staff.repository.ts';

type Invitation = z.output<typeof staffInvitationRequestSchema>;

/** Invitations are valid 7 days (issue 12) and single use. */
export const invitationDays = 7;
const alreadyStaff = 'このメールアドレスのスタッフはすでに登録されています。';
const linkVoid =
  'この招待リンクは使用済みか、有効期限が切れています。運営スタッフに再招待を依頼してください。';

/** The staff list, operators' invitations by mail, and accepting one (which signs in). */
export function adminStaffService(context: AppContext) {
  const { db } = context.database;

  return {
    async list(staff: StaffAccount): Promise<StaffListResponse> {
      const repository = adminStaffRepository(db);
      const scope = facilityScopeOf(staff);
      const members = await repository.list(scope);
      const pending = await repository.pendingInvitations(scope, context.now());
      return {
        staff: members.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        pending: pending.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() })),
      };
    },

    async invite(operator: StaffAccount, input: Invitation) {
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
        await auditLogRepository(tx).record({
          actorKind: 'staff',
          actorId: operator.id,
          action: 'staff.invite',
          targetType: 'staff_invitation',
          targetId: email,
          detail: { role: input.role, facilityId },
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
    },

    /** Creates the account with the chosen password and signs it in (a new token family). */
    async accept(token: string, password: string) {
      const now = context.now();
      const passwordHash = await hashPassword(password);
      const staffId = await db.transaction(async (tx) => {
        const repository = adminStaffRepository(tx);
        const invitation = await repository.lockInvitation(hashRefreshToken(token));
        if (!invitation || invitation.acceptedAt || invitation.expiresAt <= now) {
          throw new AppError('invalid_input', linkVoid);
        }
        if (await staffRepository(tx).findByEmail(invitation.email))
          throw new AppError('conflict', alreadyStaff);
        const id = await repository.insertStaff({
          email: invitation.email,
          name: invitation.name,
          role: invitation.role,
          facilityId: invitation.facilityId,
          passwordHash,
        });
        await repository.markAccepted(invitation.id, now);
        await auditLogRepository(tx).record({
          actorKind: 'staff',
          actorId: id,
          action: 'staff.accept_invitation',
          targetType: 'staff_account',
          targetId: id,
        });
        return id;
      });
      return adminSessionService(context).issue(staffId);
    },
  };
}
