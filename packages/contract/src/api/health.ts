import type { healthSchemas } from '../health.ts';
import { areaApi } from './endpoint.ts';

/** The health check, for load balancers and monitors. */
export const healthApi = areaApi<typeof healthSchemas>('health', 'public', {
  check: {
    route: 'GET /api/health',
    operationId: 'checkHealth',
    summary: 'Whether the service and its database answer',
    description: 'Answers 503 with the same body while the database does not answer, saying why.',
  },
});
