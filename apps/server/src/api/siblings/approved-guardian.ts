import type { Executor } from '@hibi/db';
import { AppError } from '../../errors/app-error.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';

/**
 * Brothers and sisters are added, sent and taken back by an approved 保護者 only: a guardian
 * still waiting has one child, that of their own sign-up, which is decided with them, not here.
 */
export async function assertApprovedGuardian(db: Executor, guardianId: string) {
  const guardian = await guardianRepository(db).findById(guardianId);
  if (guardian?.status !== 'approved')
    throw new AppError('conflict', 'きょうだいの追加は、ご利用の承認後に行えます。');
  return guardian;
}
