import { z } from 'zod';
import { emptyAnswerSchema } from './api-error.ts';

/** POST /api/{childId}/media/{mediaId}/not-my-child: one item of the child's timeline. */
export const childMediaParamsSchema = z.object({ childId: z.uuid(), mediaId: z.uuid() });

/** The schemas of the returns' calls (their endpoints: api/returns.ts). */
export const returnSchemas = {
  notMyChild: { params: childMediaParamsSchema, answer: emptyAnswerSchema },
};
