import { z } from 'zod';
import { userIdParamsSchema } from './account.ts';
import { emptyAnswerSchema } from './api-error.ts';
import { emailField, idField, newPasswordField } from './fields.ts';
import { mailedCodeField } from './password.ts';
import { accessTokenResponseSchema } from './sessions.ts';

// A family's members and invitations (DESIGN.md §3a, decision 0038). Not in the specification.

/** 'guardian' = 保護者 (invites, removes, the plan, reference photos); 'member' = 家族 (views, saves). */
export const familyRoleSchema = z.enum(['guardian', 'member']);
export type FamilyRoleName = z.infer<typeof familyRoleSchema>;

const instant = z.iso.datetime();

/** GET /api/users/{userId}/family: the signed-in person's place in their family. */
export const familyStandingSchema = z.object({ role: familyRoleSchema, joinedAt: instant });
export type FamilyStanding = z.infer<typeof familyStandingSchema>;

export const familyMemberSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  /** Null for 家族, who sign up with an address and a password only. */
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  role: familyRoleSchema,
  joinedAt: instant,
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const openInvitationSchema = z.object({
  invitationId: z.uuid(),
  role: familyRoleSchema,
  createdAt: instant,
  expiresAt: instant,
});
export type OpenInvitation = z.infer<typeof openInvitationSchema>;

/** GET /api/users/{userId}/family/members (保護者 only): members oldest first, open invitations. */
export const familyMembersResponseSchema = z.object({
  members: z.array(familyMemberSchema),
  invitations: z.array(openInvitationSchema),
  memberLimit: z.number().int().describe('members and open invitations together stay within it'),
});
export type FamilyMembersResponse = z.infer<typeof familyMembersResponseSchema>;

/** POST /api/users/{userId}/family/invitations (保護者 only). */
export const createInvitationRequestSchema = z.object({ role: familyRoleSchema });
export type CreateInvitationRequest = z.infer<typeof createInvitationRequestSchema>;

/** The link is shown once: only a hash of its token is kept. */
export const createdInvitationSchema = openInvitationSchema.extend({
  url: z.string().describe('The invitation link (also shown as a QR code); only its hash is stored'),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

export const invitationParamsSchema = z.object({ userId: idField, invitationId: idField });
export const memberParamsSchema = z.object({ userId: idField, memberId: idField });

/** The link's token: 32 random bytes in base64url. Anything else is a 400, never a lookup. */
export const invitationTokenField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, '招待リンクが正しくありません。リンクをもう一度開いてください。');
export const invitationTokenParamsSchema = z.object({ token: invitationTokenField });

/** GET /api/invitations/{token}: what the invited person sees before signing up. */
export const invitationPreviewSchema = z.object({
  role: familyRoleSchema,
  /** The inviting 保護者's display name (last name, first name). */
  invitedBy: z.string().nullable(),
  expiresAt: instant,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/{token}/signup: the address and password; mails a 6-digit code. */
export const invitationSignupRequestSchema = z.object({ email: emailField, password: newPasswordField });
export type InvitationSignupRequest = z.infer<typeof invitationSignupRequestSchema>;

/** POST /api/invitations/{token}/auth: the mailed code joins the family and signs in. */
export const invitationAuthRequestSchema = z.object({ email: emailField, code: mailedCodeField });
export type InvitationAuthRequest = z.infer<typeof invitationAuthRequestSchema>;

const invitationToken = invitationTokenParamsSchema;

/** The schemas of the family's calls (their endpoints: api/families.ts). */
export const familySchemas = {
  standing: { params: userIdParamsSchema, answer: familyStandingSchema },
  leave: { params: userIdParamsSchema, answer: emptyAnswerSchema },
  members: { params: userIdParamsSchema, answer: familyMembersResponseSchema },
  invite: {
    params: userIdParamsSchema,
    body: createInvitationRequestSchema,
    answer: createdInvitationSchema,
  },
  revokeInvitation: { params: invitationParamsSchema, answer: emptyAnswerSchema },
  removeMember: { params: memberParamsSchema, answer: emptyAnswerSchema },
  previewInvitation: { params: invitationToken, answer: invitationPreviewSchema },
  invitationSignup: {
    params: invitationToken,
    body: invitationSignupRequestSchema,
    answer: emptyAnswerSchema,
  },
  invitationAuth: {
    params: invitationToken,
    body: invitationAuthRequestSchema,
    answer: accessTokenResponseSchema,
  },
};
