import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { adminInboxRepository } from './admin-inbox.repository.ts';

/** An inquiry marked handled, or not handled again, by an operator; in the audit log. */
export async function markInquiryHandled(
  context: AppContext,
  operator: StaffAccount,
  inquiryId: string,
  handled: boolean,
) {
  await context.database.db.transaction(async (tx) => {
    const found = await adminInboxRepository(tx).setHandledAt(inquiryId, handled ? context.now() : null);
    if (!found) throw new AppError('not_found', 'お問い合わせが見つかりません。');
    await auditLogRepository(tx).byStaff(operator.id, handled ? 'inquiry.handled' : 'inquiry.unhandled', [
      'inquiry',
      inquiryId,
    ]);
  });
  return {};
}
