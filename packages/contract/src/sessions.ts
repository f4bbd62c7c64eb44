import { z } from 'zod';
import { emptyAnswerSchema } from './api-error.ts';
import { currentPasswordField, emailField } from './fields.ts';

export const loginRequestSchema = z.object({ email: emailField, password: currentPasswordField });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const accessTokenResponseSchema = z.object({
  accessToken: z.string().describe('Bearer token for the API; valid 5 minutes, renewed by refreshToken'),
});
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

/** The guardian's session calls (specification §4, §7); the refresh token travels in a cookie. */
export const sessionSchemas = {
  login: { body: loginRequestSchema, answer: accessTokenResponseSchema },
  refresh: { answer: accessTokenResponseSchema },
  logout: { answer: emptyAnswerSchema },
};
