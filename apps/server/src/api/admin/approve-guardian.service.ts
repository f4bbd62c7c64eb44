import { and, children, eq, facilities, isNull, type StaffAccount } from '@hibi/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { requestApprovedMail } from '../../mail/templates/request-approved.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';

/**
 * An operator approves a waiting request (status requested): the guardian and their children are
 * approved now (media delivered before stay hidden from them), the free trial starts (DESIGN.md
 * §3), and the guardian gets a mail saying so.
 */
export async function approveGuardian(context: AppContext, email: string, staff: StaffAccount) {
  const approvedAt = context.now();
  const { guardian, trialDays } = await context.database.db.transaction(async (tx) => {
    const guardians = guardianRepository(tx);
    const found = await guardians.findByEmail(email);
    const locked = found && (await guardians.findByIdForUpdate(found.id));
    if (!locked) throw new AppError('not_found', '指定されたメールアドレスの利用者が見つかりません。');
    if (locked.status !== 'requested') throw new AppError('conflict', 'この利用者は承認待ちではありません。');
    // The free trial starts at approval; a paying guardian keeps their plan.
    const startsTrial = locked.subscriptionType === 'free';
    await guardians.approve(locked.id, approvedAt, startsTrial ? 'trial' : locked.subscriptionType);
    await tx
      .update(children)
      .set({ approvedAt })
      .where(and(eq(children.guardianId, locked.id), isNull(children.approvedAt)));
    const [facility] = await tx
      .select({ hasFreeTrial: facilities.hasFreeTrial, freeTrialDays: facilities.freeTrialDays })
      .from(children)
      .innerJoin(facilities, eq(facilities.id, children.facilityId))
      .where(eq(children.guardianId, locked.id))
      .limit(1);
    await auditLogRepository(tx).record({
      actorKind: 'staff',
      actorId: staff.id,
      action: 'guardian.approve',
      targetType: 'guardian',
      targetId: locked.id,
    });
    const trial = startsTrial && facility?.hasFreeTrial ? facility.freeTrialDays : null;
    return { guardian: locked, trialDays: trial };
  });
  const target = { to: guardian.email, name: guardian, publicUrl: context.settings.PUBLIC_URL };
  await context.mailer.send(requestApprovedMail({ ...target, trialDays }));
  return { userId: guardian.id, approvedAt: approvedAt.toISOString() };
}
