import type { StaffAccount } from '@hibi/db';
import { planAtApproval } from '@hibi/domain';
import type { AppContext } from '../../context.ts';
import { requestApprovedMail } from '../../mail/templates/request-approved.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { childRepository } from '../../repositories/child.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { lockWaitingRequest } from './guardian-by-email.ts';

/**
 * An operator approves a waiting request (status requested): the guardian and their children are
 * approved now (media delivered before stay hidden from them), the free trial starts (DESIGN.md
 * §3), and the guardian gets a mail saying so.
 */
export async function approveGuardian(context: AppContext, email: string, staff: StaffAccount) {
  const approvedAt = context.now();
  const { guardian, trialDays } = await context.database.db.transaction(async (tx) => {
    const locked = await lockWaitingRequest(tx, email);
    const children = childRepository(tx);
    const plan = planAtApproval(locked.subscriptionType, await children.trialOfferOfGuardian(locked.id));
    await guardianRepository(tx).approve(locked.id, approvedAt, plan.accountType);
    await children.approveOfGuardian(locked.id, approvedAt);
    await auditLogRepository(tx).record({
      actorKind: 'staff',
      actorId: staff.id,
      action: 'guardian.approve',
      targetType: 'guardian',
      targetId: locked.id,
    });
    return { guardian: locked, trialDays: plan.trialDays };
  });
  const target = { to: guardian.email, name: guardian, publicUrl: context.settings.PUBLIC_URL };
  await context.mailer.send(requestApprovedMail({ ...target, trialDays }));
  return { userId: guardian.id, approvedAt: approvedAt.toISOString() };
}
