import type { healthSchemas } from '../health.ts';
import { endpoint } from './endpoint.ts';

type Schemas = typeof healthSchemas;

/** The health check, for load balancers and monitors. */
export const healthApi = {
  check: endpoint<Schemas['check']>({
    method: 'GET',
    path: '/api/health',
    operationId: 'checkHealth',
    summary: 'Whether the service and its database answer',
    description: 'Answers 503 with the same body while the database does not answer, saying why.',
    tag: 'health',
    access: 'public',
  }),
};
