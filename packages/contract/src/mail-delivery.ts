import { z } from 'zod';
import { userIdParamsSchema } from './account.ts';

/**
 * GET /api/users/{userId}/mailDelivery: whether mail reaches the signed-in guardian's address. A
 * refusal is the SMTP relay's permanent one (5xx), kept until a mail to the address is accepted or
 * the address changes (decision 0080).
 */
export const mailDeliveryResponseSchema = z.object({
  email: z.string().describe('the address mail goes to, as stored'),
  refusal: z
    .object({
      refusedAt: z.iso.datetime().describe('ISO 8601; when the relay last refused a mail to it'),
      responseCode: z.number().int().describe('the relay’s reply code, 500-599'),
    })
    .nullable()
    .describe('null while mail is taken'),
});
export type MailDeliveryResponse = z.infer<typeof mailDeliveryResponseSchema>;

export const mailDeliverySchemas = {
  status: { params: userIdParamsSchema, answer: mailDeliveryResponseSchema },
};
