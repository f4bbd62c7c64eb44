import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../../context.ts';
import { queueMail } from '../../../../mail/queue-mail.ts';
import { siblingSentBackMail } from '../../../../mail/templates/sibling-decided.ts';
import { auditLogRepository } from '../../../../repositories/audit-log.repository.ts';
import { siblingRepository } from '../../../../repositories/sibling.repository.ts';
import { lockWaitingSibling } from './waiting-sibling.ts';

/**
 * Staff do not approve a sibling request: it goes back to the 保護者 with the reason (mail and
 * マイページ), who corrects the photos and sends it again, or takes the child back.
 */
export async function sendBackSibling(
  context: AppContext,
  childId: string,
  reason: string,
  staff: StaffAccount,
) {
  await context.database.db.transaction(async (tx) => {
    const { child, guardian } = await lockWaitingSibling(tx, childId, staff);
    await siblingRepository(tx).sendBack(child.id, reason);
    await auditLogRepository(tx).byStaff(staff.id, 'child.reject', ['child', child.id], { reason });
    const target = { to: guardian.email, name: guardian, publicUrl: context.settings.PUBLIC_URL, child };
    await queueMail(context.jobs, siblingSentBackMail({ ...target, reason }), { transaction: tx });
  });
  return { childId, rejectionReason: reason };
}
