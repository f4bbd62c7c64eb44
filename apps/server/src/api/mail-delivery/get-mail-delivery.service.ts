import type { MailDeliveryResponse } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { mailRefusalRepository } from '../../repositories/mail-refusal.repository.ts';

/** Whether the relay takes the signed-in guardian's mail (decision 0080). */
export async function getMailDelivery(
  context: Pick<AppContext, 'database'>,
  guardianId: string,
): Promise<MailDeliveryResponse> {
  const { db } = context.database;
  const guardian = await guardianRepository(db).findById(guardianId);
  if (!guardian) throw new AppError('unauthenticated', 'ログインが必要です。');
  // By the address as it is now: a changed address has no refusal of its own yet.
  const refusal = await mailRefusalRepository(db).of(guardian.email);
  return {
    email: guardian.email,
    refusal: refusal && { refusedAt: refusal.refusedAt.toISOString(), responseCode: refusal.responseCode },
  };
}
