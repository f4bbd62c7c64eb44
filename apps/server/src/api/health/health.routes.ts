import { healthApi } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { checkDatabaseHealth } from './database-health.ts';

/** GET /api/health: for load balancers; 503 while the database does not answer, saying why. */
export function healthRoutes(app: ApiInstance, context: AppContext) {
  serve(app, healthApi.check, {}, async (request, reply) => {
    const database = await checkDatabaseHealth(context.database, request.log);
    const ok = database === 'ok';
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database });
  });
}
