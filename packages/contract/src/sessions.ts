import { z } from 'zod';
import { currentPasswordField, emailField } from './fields.ts';

export const loginRequestSchema = z.object({ email: emailField, password: currentPasswordField });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const accessTokenResponseSchema = z.object({
  accessToken: z.string().describe('Bearer token for the API; valid 5 minutes, renewed by refreshToken'),
});
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;
