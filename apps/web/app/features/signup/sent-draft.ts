import type { ProfileResponse, SignupRequestState } from '@hibi/contract';
import type { DetailsFormInput } from './details-form';
import type { ChosenFacility } from './facility-picker';

export type Draft = DetailsFormInput & { facility?: ChosenFacility | null };

/**
 * Step 3's form from what the server kept of a request sent before (signing in again elsewhere,
 * where this tab's draft is not): the child, the facility and the guardian's own name.
 */
export function sentDraft(
  sent: SignupRequestState['child'],
  profile: Pick<ProfileResponse, 'firstName' | 'lastName'> | undefined,
): Partial<Draft> {
  if (!sent) return {};
  return {
    lastName: profile?.lastName ?? '',
    firstName: profile?.firstName ?? '',
    childLastName: sent.lastName,
    childFirstName: sent.firstName,
    childNickname: sent.nickname ?? '',
    childBirthday: sent.birthday,
    facility: { groupId: sent.groupId, name: sent.groupName, code: '' },
  };
}
