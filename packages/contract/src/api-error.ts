import { z } from 'zod';

/** Every error answer of the API (DESIGN.md §5): the HTTP status and a Japanese message for people. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  message: z.string().min(1),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The answer of a call that has nothing to say beyond success: `{}`. */
export const emptyAnswerSchema = z.object({});
