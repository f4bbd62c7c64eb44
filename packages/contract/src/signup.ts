import { z } from 'zod';
import { accountStatusSchema, userIdParamsSchema } from './account.ts';
import { emptyAnswerSchema } from './api-error.ts';
import { emailField, idField, newPasswordField, oneLineText } from './fields.ts';
import { referenceTicketCount } from './limits.ts';
import { notificationTypes } from './notifications.ts';
import { mailedCodeField } from './password.ts';
import { accessTokenResponseSchema } from './sessions.ts';

export { referenceTicketCount };

/** POST /api/users/create/init: mails a 6-digit code to the address. */
export const signupInitRequestSchema = z.object({ email: emailField, password: newPasswordField });
export type SignupInitRequest = z.infer<typeof signupInitRequestSchema>;

/** POST /api/users/create/resend: a new code for an address waiting for one (not in the specification). */
export const signupResendRequestSchema = z.object({ email: emailField });
export type SignupResendRequest = z.infer<typeof signupResendRequestSchema>;

/** POST /api/users/create/auth: the mailed code proves the address; answers an access token. */
export const signupAuthRequestSchema = z.object({ email: emailField, code: mailedCodeField });
export type SignupAuthRequest = z.infer<typeof signupAuthRequestSchema>;

const personName = oneLineText(50).min(1);

/** POST /api/users/{userId}/create/request: the guardian, the child, the mail opt-outs. */
export const signupRequestSchema = z.object({
  firstName: personName,
  lastName: personName,
  childFirstName: personName,
  childLastName: personName,
  childNickname: oneLineText(50).nullish(),
  childBirthday: z.iso.date({ error: 'YYYY-MM-DD の形式で入力してください。' }),
  groupId: idField,
  optouts: z
    .array(z.enum(notificationTypes))
    .max(notificationTypes.length)
    .default([])
    .describe('Notification types the guardian does not want mail for'),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/**
 * Specification §3: the fields of an S3-style browser POST, sent to the server's /storage/upload
 * (which writes to the storage, decision 0024), plus the image's id.
 */
export const uploadTicketSchema = z.object({
  url: z.string().describe('Where to POST the multipart form'),
  key: z.string(),
  AWSAccessKeyId: z.string(),
  policy: z.string().describe('Base64 POST policy; send it back unchanged'),
  signature: z.string(),
  xAmzSecurityToken: z.string().optional().describe('Sent as the x-amz-security-token field when present'),
  referenceId: idField,
});
export type UploadTicketResponse = z.infer<typeof uploadTicketSchema>;

export const referenceUploadTicketsSchema = z.object({
  userReferenceMediaList: z.array(uploadTicketSchema),
});
export type ReferenceUploadTickets = z.infer<typeof referenceUploadTicketsSchema>;

/** PUT /api/users/{userId}/childReferenceImage: which uploaded photos show the child. */
export const childReferenceImageRequestSchema = z.object({
  targetReferenceIds: z.array(idField).min(1).max(referenceTicketCount),
});
export type ChildReferenceImageRequest = z.infer<typeof childReferenceImageRequestSchema>;

/** PUT /api/users/{userId}/create/request: `{}` (an absent body is accepted as well). */
export const signupFinalizeRequestSchema = z.object({}).nullish();

/**
 * GET /api/users/{userId}/create/request: what the sign-up screen shows of a waiting, rejected or
 * unfinished request. `child` is null until the first create/request.
 */
export const signupRequestStateSchema = z.object({
  status: accountStatusSchema,
  rejectionReason: z.string().nullable().describe('Why the request was rejected, while it is'),
  child: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      nickname: z.string().nullable(),
      birthday: z.iso.date(),
      groupId: z.uuid(),
      groupName: z.string(),
    })
    .nullable(),
  references: z
    .array(
      z.object({
        referenceId: idField,
        status: z
          .enum(['pending', 'uploaded', 'accepted', 'rejected'])
          .describe(
            'pending: ticket issued; uploaded: waiting for the face check; accepted / rejected: checked',
          ),
        reason: z.string().nullable().describe('Why the photo was rejected'),
        thumbnailUrl: z
          .string()
          .nullable()
          .describe('the checked photo as shown to the family (signed, short-lived); null before the check'),
      }),
    )
    .describe('The child’s reference photos as issued, earlier requests’ judged ones included'),
});
export type SignupRequestState = z.infer<typeof signupRequestStateSchema>;

export const signupSchemas = {
  start: { body: signupInitRequestSchema, answer: emptyAnswerSchema },
  resendCode: { body: signupResendRequestSchema, answer: emptyAnswerSchema },
  verifyCode: { body: signupAuthRequestSchema, answer: accessTokenResponseSchema },
  submit: { params: userIdParamsSchema, body: signupRequestSchema, answer: referenceUploadTicketsSchema },
  resubmit: { params: userIdParamsSchema, answer: referenceUploadTicketsSchema },
  state: { params: userIdParamsSchema, answer: signupRequestStateSchema },
  finalize: { params: userIdParamsSchema, body: signupFinalizeRequestSchema, answer: emptyAnswerSchema },
  chooseReferences: {
    params: userIdParamsSchema,
    body: childReferenceImageRequestSchema,
    answer: emptyAnswerSchema,
  },
};
