import { z } from 'zod';
import { emailField, newPasswordField } from '../fields.ts';
import { accessTokenResponseSchema } from '../sessions.ts';
import { adminString, adminTextField, withoutControlCharacters } from './admin-fields.ts';
import { staffMeResponseSchema, staffRoleSchema } from './staff-session.ts';

/** POST /api/admin/staff/invitations (operators): a mail with a link that sets the password. */
export const staffInvitationRequestSchema = z
  .object({
    email: emailField,
    name: adminTextField(60),
    role: staffRoleSchema,
    facilityId: z.uuid().optional(),
  })
  .refine((invite) => invite.role === 'operator' || invite.facilityId, {
    message: '園のスタッフには施設を選んでください。',
    path: ['facilityId'],
  });
export type StaffInvitationRequest = z.input<typeof staffInvitationRequestSchema>;

export const staffInvitationResponseSchema = z.object({
  email: z.string(),
  expiresAt: z.iso.datetime(),
});

/** POST /api/admin/staff/invitations/accept: the link's token and the new password; signs in. */
export const acceptInvitationRequestSchema = z.object({
  token: adminString(200),
  password: withoutControlCharacters(newPasswordField),
});

/** A row of the staff list: the account as GET /api/admin/me shows it, and since when. */
export const staffMemberSchema = staffMeResponseSchema.extend({ createdAt: z.iso.datetime() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/admin/staff: every account for operators, their facility's for facility staff. */
export const staffListResponseSchema = z.object({
  staff: z.array(staffMemberSchema),
  /** Invitations not accepted yet and not expired. */
  pending: z.array(z.object({ email: z.string(), name: z.string(), expiresAt: z.iso.datetime() })),
});
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** The schemas of the staff-members screen's calls (`adminStaffApi`). */
export const adminStaffSchemas = {
  list: { answer: staffListResponseSchema },
  invite: { body: staffInvitationRequestSchema, answer: staffInvitationResponseSchema },
  acceptInvitation: { body: acceptInvitationRequestSchema, answer: accessTokenResponseSchema },
};
