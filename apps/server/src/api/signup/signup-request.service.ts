import type { SignupRequest } from '@hibi/contract';
import type { Transaction } from '@hibi/db';
import { tokyoDate } from '@hibi/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { discardObjects, referenceTickets, replaceReferenceBatch } from '../../references/reference-batch.ts';
import { referenceImageRepository } from '../../references/reference-image.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { childBirthdayProblem } from './child-birthday.ts';
import { notificationOptoutRepository } from './notification-optout.repository.ts';
import { signupChildRepository } from './signup-child.repository.ts';
import { runSignupStep } from './signup-step.ts';

export const noRequestYet =
  'お子さまの情報がまだ登録されていません。先にお申し込みの内容を送信してください。';
const unknownFacility = '施設: 指定された施設が見つかりません。施設からのご案内をご確認ください。';

/** Sign-up step 3 (specification §4): the guardian and child, answered with upload tickets. */
export function signupRequestService(context: AppContext) {
  const { db } = context.database;

  /**
   * Runs `prepare` (which answers the child's id) under the step's lock, then issues tickets; with
   * `replaceJudged`, the photos already judged go too (asking again after a refusal).
   */
  async function issueTickets(
    guardianId: string,
    prepare: (tx: Transaction) => Promise<string>,
    replaceJudged = false,
  ) {
    const batch = await runSignupStep(db, guardianId, 'request', async (tx) => {
      const childId = await prepare(tx);
      const stale = replaceJudged ? await referenceImageRepository(tx).listAll(childId) : undefined;
      return replaceReferenceBatch(tx, childId, { stale });
    });
    await discardObjects(context.storage, batch.staleKeys);
    return referenceTickets(context.storage, batch.issued);
  }

  return {
    /** Stores the profile, the child and the opt-outs; a second request corrects the first. */
    async submit(guardianId: string, request: SignupRequest) {
      const problem = childBirthdayProblem(request.childBirthday, tokyoDate(context.now()));
      if (problem) throw new AppError('invalid_input', problem);
      if (!(await signupChildRepository(db).facilityExists(request.groupId))) {
        throw new AppError('invalid_input', unknownFacility);
      }
      return issueTickets(guardianId, async (tx) => {
        await guardianRepository(tx).setProfile(guardianId, {
          firstName: request.firstName,
          lastName: request.lastName,
        });
        await notificationOptoutRepository(tx).replace(guardianId, request.optouts);
        return signupChildRepository(tx).save(guardianId, {
          facilityId: request.groupId,
          firstName: request.childFirstName,
          lastName: request.childLastName,
          nickname: request.childNickname || null,
          birthday: request.childBirthday,
        });
      });
    },

    /**
     * Fresh tickets for the child already registered (rejected, or an upload that failed). The
     * photos sent before, judged or not, are replaced, not added to: the family chose its photos
     * anew (issue 44: a re-sent request held six, the refused one among them), and the refusal's
     * reason stays on the request and in the audit log.
     */
    async resubmit(guardianId: string) {
      return issueTickets(
        guardianId,
        async (tx) => {
          const child = await signupChildRepository(tx).findFirst(guardianId);
          if (!child) throw new AppError('conflict', noRequestYet);
          return child.id;
        },
        true,
      );
    },
  };
}
