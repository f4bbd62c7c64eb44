import {
  type NotificationType,
  notificationTypes,
  type SignupRequest,
  signupRequestSchema,
} from '@hibi/contract';
import { z } from 'zod';

/**
 * Step 3's form: the request of §7 where the guardian ticks the mails they want (clearer than
 * ticking what they do not), and groupId filled in by the facility picker.
 */
export const detailsFormSchema = signupRequestSchema.omit({ optouts: true }).extend({
  receives: z.array(z.enum(notificationTypes)),
});
export type DetailsFormInput = z.input<typeof detailsFormSchema>;
export type DetailsFormValues = z.output<typeof detailsFormSchema>;

/** The request of §7 from the form's values: opt-outs are the types left unticked. */
export function toSignupRequest({ receives, ...values }: DetailsFormValues): SignupRequest {
  const optouts = notificationTypes.filter((type: NotificationType) => !receives.includes(type));
  return { ...values, childNickname: values.childNickname || null, optouts };
}

export const emptyDetails: DetailsFormInput = {
  lastName: '',
  firstName: '',
  childLastName: '',
  childFirstName: '',
  childNickname: '',
  childBirthday: '',
  groupId: '',
  receives: [...notificationTypes],
};
