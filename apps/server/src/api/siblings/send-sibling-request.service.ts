import type { SentSiblingRequest } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { senderAddress } from '../../mail/sender-address.ts';
import { siblingReceivedMail } from '../../mail/templates/request-received.ts';
import { referenceImageRepository } from '../../references/reference-image.repository.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { siblingRepository } from '../../repositories/sibling.repository.ts';
import { assertApprovedGuardian } from './approved-guardian.ts';

export const noSiblingRequest = 'このお子さまの追加のお申し込みが見つかりません。';

/**
 * The 保護者 sends a brother's or sister's request to the facility's staff, once at least one of
 * its photos is registered (those the face check refused do not count); sending again after staff
 * sent it back clears their reason. The 保護者 is mailed that it was received (issue 44).
 */
export async function sendSiblingRequest(
  context: AppContext,
  guardianId: string,
  familyId: string,
  childId: string,
): Promise<SentSiblingRequest> {
  const guardian = await assertApprovedGuardian(context.database.db, guardianId);
  const sentAt = context.now();
  await context.database.db.transaction(async (tx) => {
    const siblings = siblingRepository(tx);
    const child = await siblings.lockPending(familyId, childId);
    if (!child) throw new AppError('not_found', noSiblingRequest);
    if ((await referenceImageRepository(tx).countOf(childId, ['uploaded', 'accepted'])) === 0)
      throw new AppError('invalid_input', 'お子さまの写真を1枚以上登録してから、お申し込みください。');
    await siblings.send(childId, sentAt);
    await auditLogRepository(tx).byGuardian(guardianId, 'child.request', ['child', childId]);
    const target = { to: guardian.email, name: guardian, publicUrl: context.settings.PUBLIC_URL, child };
    const sender = senderAddress(context.settings.MAIL_FROM);
    await queueMail(context.jobs, siblingReceivedMail({ ...target, sender }), { transaction: tx });
  });
  return { siblingRequestedAt: sentAt.toISOString() };
}
