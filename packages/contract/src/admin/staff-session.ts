import { z } from 'zod';
import { emptyAnswerSchema } from '../api-error.ts';
import { accessTokenResponseSchema, loginRequestSchema } from '../sessions.ts';

export const staffRoleSchema = z.enum(['operator', 'facility_staff']);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** GET /api/admin/me: who is signed in to the console, and the facility they work for. */
export const staffMeResponseSchema = z.object({
  staffId: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** Null for operators, who work across facilities. */
  facilityId: z.string().nullable(),
  facilityName: z.string().nullable(),
});
export type StaffMeResponse = z.infer<typeof staffMeResponseSchema>;

/** The schemas of the console's session calls (`adminSessionApi`). */
export const adminSessionSchemas = {
  login: { body: loginRequestSchema, answer: accessTokenResponseSchema },
  refresh: { answer: accessTokenResponseSchema },
  logout: { answer: emptyAnswerSchema },
  me: { answer: staffMeResponseSchema },
};
