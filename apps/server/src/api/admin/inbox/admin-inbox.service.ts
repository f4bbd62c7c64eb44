import type { AdminInquiry } from '@hibi/contract';
import type { Inquiry, StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { adminInboxRepository } from './admin-inbox.repository.ts';

const toAnswer = (row: Inquiry): AdminInquiry => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  companyName: row.companyName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  title: row.title,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

/** The operators' inbox of contact and request forms, with a handled mark. */
export function adminInboxService(context: AppContext) {
  const { db } = context.database;
  return {
    async list(handled: boolean | undefined) {
      return { inquiries: (await adminInboxRepository(db).list(handled)).map(toAnswer) };
    },

    async markHandled(operator: StaffAccount, inquiryId: string, handled: boolean) {
      await db.transaction(async (tx) => {
        const found = await adminInboxRepository(tx).setHandledAt(inquiryId, handled ? context.now() : null);
        if (!found) throw new AppError('not_found', 'お問い合わせが見つかりません。');
        await auditLogRepository(tx).record({
          actorKind: 'staff',
          actorId: operator.id,
          action: handled ? 'inquiry.handled' : 'inquiry.unhandled',
          targetType: 'inquiry',
          targetId: inquiryId,
        });
      });
      return {};
    },
  };
}
