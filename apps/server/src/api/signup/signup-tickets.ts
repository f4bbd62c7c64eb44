import type { Transaction } from '@hibi/db';
import type { AppContext } from '../../context.ts';
import { discardObjects, referenceTickets, replaceReferenceBatch } from '../../references/reference-batch.ts';
import { referenceImageRepository } from '../../references/reference-image.repository.ts';
import { runSignupStep } from './signup-step.ts';

export const noRequestYet =
  'お子さまの情報がまだ登録されていません。先にお申し込みの内容を送信してください。';

// Sign-up step 3's upload tickets (specification §4), for the request and the re-request.

/**
 * Runs `prepare` (which answers the child's id) under the step's lock, then issues tickets; with
 * `replaceJudged`, the photos already judged go too (asking again after a refusal).
 */
export async function issueSignupTickets(
  context: AppContext,
  guardianId: string,
  prepare: (tx: Transaction) => Promise<string>,
  replaceJudged = false,
) {
  const batch = await runSignupStep(context.database.db, guardianId, 'request', async (tx) => {
    const childId = await prepare(tx);
    const stale = replaceJudged ? await referenceImageRepository(tx).listAll(childId) : undefined;
    return replaceReferenceBatch(tx, childId, { stale });
  });
  await discardObjects(context.storage, batch.staleKeys);
  return referenceTickets(context.storage, batch.issued);
}
