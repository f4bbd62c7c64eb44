import { z } from 'zod';

/** The database as the health checks see it: answering, away, or there but its connection held. */
export const databaseHealthSchema = z.enum(['ok', 'unreachable', 'stuck']);
export type DatabaseHealth = z.infer<typeof databaseHealthSchema>;

/** GET /api/health: for load balancers and monitors. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: databaseHealthSchema,
});

/** The health check answers its own body under 503 too, saying what is down (decision 0086). */
export const healthSchemas = {
  check: { answer: healthSchema, otherAnswers: { 503: healthSchema } },
};
