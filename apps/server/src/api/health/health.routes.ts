import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** GET /api/health: for load balancers; 503 while the database does not answer. */
export function healthRoutes(app: ApiInstance, context: AppContext) {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const ok = await context.database.ping();
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
    },
  );
}
