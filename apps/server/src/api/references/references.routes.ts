import {
  apiErrorSchema,
  childIdParamsSchema,
  childReferenceImageRequestSchema,
  childReferenceParamsSchema,
  emptyAnswerSchema,
  guardianReferencesSchema,
  maxReferencesPerChild,
  referenceUploadTicketsSchema,
} from '@hibi/contract';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { issueReferenceTicketsService } from './issue-reference-tickets.service.ts';
import { listReferencesService } from './list-references.service.ts';
import { registerReferencesService } from './register-references.service.ts';
import { removeReferenceService } from './remove-reference.service.ts';

const tags = ['references'];
const security = [{ bearer: [] }];
// 409: the family is not approved yet, the cap is reached, or the last accepted photo would go.
const refusals = { ...errorResponses, 409: apiErrorSchema };
const rule = `For an approved guardian of an approved child; at most ${maxReferencesPerChild} photos accepted or being checked.`;

/** A family's reference photos after approval: children grow, so new photos keep them found. */
export function referenceRoutes(app: ApiInstance, context: AppContext) {
  const list = listReferencesService(context);
  const issue = issueReferenceTicketsService(context);
  const register = registerReferencesService(context);
  const remove = removeReferenceService(context);
  // 保護者 only: a 家族 gets 403 (DESIGN.md §3a).
  const preHandler = requireFamilyRole(context, 'referencePhotos');

  app.get(
    '/:childId/references',
    {
      preHandler,
      schema: {
        tags,
        security,
        description: `The child's reference photos the family sent (sign-up's and later ones), newest first. ${rule}`,
        params: childIdParamsSchema,
        response: { 200: guardianReferencesSchema, ...refusals },
      },
    },
    (request) => list(request.guardianId, request.params.childId),
  );

  app.post(
    '/:childId/references',
    {
      preHandler,
      schema: {
        tags,
        security,
        description: `Upload tickets for new photos (up to 3, fewer near the limit), as in sign-up step 3. ${rule}`,
        params: childIdParamsSchema,
        response: { 200: referenceUploadTicketsSchema, ...refusals },
      },
    },
    async (request) => ({
      userReferenceMediaList: await issue(request.guardianId, request.params.childId),
    }),
  );

  app.put(
    '/:childId/references',
    {
      preHandler,
      schema: {
        tags,
        security,
        description: `Registers uploaded photos; each is checked for one usable face in the background. ${rule}`,
        params: childIdParamsSchema,
        body: childReferenceImageRequestSchema,
        response: { 200: emptyAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      await register(request.guardianId, request.params.childId, request.body.targetReferenceIds);
      return {};
    },
  );

  app.delete(
    '/:childId/references/:referenceId',
    {
      preHandler,
      schema: {
        tags,
        security,
        description:
          'Removes one photo and its face from the child’s gallery; the last accepted photo stays.',
        params: childReferenceParamsSchema,
        response: { 200: emptyAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      await remove(request.guardianId, request.params.childId, request.params.referenceId);
      return {};
    },
  );
}
