import type { siblingSchemas } from '../siblings.ts';
import { areaApi } from './endpoint.ts';

/**
 * A 保護者 adds a brother or sister (decision 0043): the child's details, then its photos through
 * /api/{childId}/references, then the request; staff decide it in the approval queue.
 */
export const siblingApi = areaApi<typeof siblingSchemas>('family', 'guardian', {
  add: {
    route: 'POST /api/users/:userId/family/children',
    operationId: 'addSibling',
    summary: 'Adds a brother or sister, not approved yet (guardian role only)',
    description: 'A brother or sister, not approved yet: it sees nothing until staff approve its request.',
    errors: [409],
  },
  sendRequest: {
    route: 'PUT /api/users/:userId/family/children/:childId/request',
    operationId: 'sendSiblingRequest',
    summary: "Sends the sibling's request to the facility's staff",
    description: 'Sends the request to the facility’s staff: at least one registered photo first (400).',
    errors: [409],
  },
  withdraw: {
    route: 'DELETE /api/users/:userId/family/children/:childId',
    operationId: 'withdrawSibling',
    summary: 'Takes back a brother or sister not approved yet',
    description: 'Takes back a brother or sister not approved yet, with its photos.',
    errors: [409],
  },
});
