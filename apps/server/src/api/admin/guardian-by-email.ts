import type { Executor } from '@hibi/db';
import { AppError } from '../../errors/app-error.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';

/**
 * Inside an operator's transaction: the guardian the operator named by email, locked until the
 * transaction ends so two operators' decisions on one account queue up.
 */
export async function lockGuardianByEmail(tx: Executor, email: string) {
  const guardians = guardianRepository(tx);
  const found = await guardians.findByEmail(email);
  const locked = found && (await guardians.findByIdForUpdate(found.id));
  if (!locked) throw new AppError('not_found', '指定されたメールアドレスの利用者が見つかりません。');
  return locked;
}

/** Approval and rejection decide a waiting request (status requested) only. */
export async function lockWaitingRequest(tx: Executor, email: string) {
  const guardian = await lockGuardianByEmail(tx, email);
  if (guardian.status !== 'requested') throw new AppError('conflict', 'この利用者は承認待ちではありません。');
  return guardian;
}
