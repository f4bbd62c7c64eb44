import {
  addedSiblingSchema,
  addSiblingRequestSchema,
  apiErrorSchema,
  emptyAnswerSchema,
  sentSiblingRequestSchema,
  siblingParamsSchema,
  userIdParamsSchema,
} from '@hibi/contract';
import { assertOwnUser } from '../../auth/authenticate.ts';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { addSibling } from './add-sibling.service.ts';
import { sendSiblingRequest } from './send-sibling-request.service.ts';
import { withdrawSibling } from './withdraw-sibling.service.ts';

const tags = ['family'];
const security = [{ bearer: [] }];
const refusals = { ...errorResponses, 409: apiErrorSchema };

/**
 * A 保護者 adds a brother or sister (decision 0043): the child's details, then its photos through
 * /api/{childId}/references, then the request; staff decide it in the approval queue.
 */
export function siblingRoutes(app: ApiInstance, context: AppContext) {
  const guardianOnly = { preHandler: requireFamilyRole(context, 'referencePhotos') };

  app.post(
    '/users/:userId/family/children',
    {
      ...guardianOnly,
      schema: {
        tags,
        security,
        description:
          'A brother or sister, not approved yet: it sees nothing until staff approve its request.',
        params: userIdParamsSchema,
        body: addSiblingRequestSchema,
        response: { 200: addedSiblingSchema, ...refusals },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return addSibling(context, request.guardianId, request.family.familyId, request.body);
    },
  );

  app.put(
    '/users/:userId/family/children/:childId/request',
    {
      ...guardianOnly,
      schema: {
        tags,
        security,
        description: 'Sends the request to the facility’s staff: at least one registered photo first (400).',
        params: siblingParamsSchema,
        response: { 200: sentSiblingRequestSchema, ...refusals },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return sendSiblingRequest(context, request.guardianId, request.family.familyId, request.params.childId);
    },
  );

  app.delete(
    '/users/:userId/family/children/:childId',
    {
      ...guardianOnly,
      schema: {
        tags,
        security,
        description: 'Takes back a brother or sister not approved yet, with its photos.',
        params: siblingParamsSchema,
        response: { 200: emptyAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      assertOwnUser(request, request.params.userId);
      await withdrawSibling(context, request.guardianId, request.family.familyId, request.params.childId);
      return {};
    },
  );
}
