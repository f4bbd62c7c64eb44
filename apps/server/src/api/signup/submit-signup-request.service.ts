import type { SignupRequest } from '@hibi/contract';
import { tokyoDate } from '@hibi/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { childBirthdayProblem } from './child-birthday.ts';
import { notificationOptoutRepository } from './notification-optout.repository.ts';
import { signupChildRepository } from './signup-child.repository.ts';
import { issueSignupTickets } from './signup-tickets.ts';

const unknownFacility = '施設: 指定された施設が見つかりません。施設からのご案内をご確認ください。';

/**
 * Sign-up step 3 (specification §4): stores the profile, the child and the opt-outs, answered
 * with upload tickets; a second request corrects the first.
 */
export async function submitSignupRequest(context: AppContext, guardianId: string, request: SignupRequest) {
  const problem = childBirthdayProblem(request.childBirthday, tokyoDate(context.now()));
  if (problem) throw new AppError('invalid_input', problem);
  if (!(await signupChildRepository(context.database.db).facilityExists(request.groupId))) {
    throw new AppError('invalid_input', unknownFacility);
  }
  return issueSignupTickets(context, guardianId, async (tx) => {
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
}
