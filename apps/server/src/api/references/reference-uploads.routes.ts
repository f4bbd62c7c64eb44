import {
  apiErrorSchema,
  referenceCheckSchema,
  referenceDiscardAnswerSchema,
  referenceUploadParamsSchema,
} from '@hibi/contract';
import { assertOwnUser } from '../../auth/authenticate.ts';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { discardReferenceUpload } from './discard-reference-upload.service.ts';
import { readReferenceCheck } from './read-reference-check.service.ts';
import { startReferenceCheck } from './start-reference-check.service.ts';

const tags = ['references'];
const path = '/users/:userId/referenceUploads/:referenceId';
const checked = { 200: referenceCheckSchema, ...errorResponses, 409: apiErrorSchema };

/**
 * A reference photo uploaded but not sent yet (sign-up's step 4, マイページ's photos): its face
 * check, started right after the upload and read until it is done, and taking it out again.
 */
export function referenceUploadRoutes(app: ApiInstance, context: AppContext) {
  const preHandler = requireGuardian(context);
  const schema = (description: string, response: object) => ({
    tags,
    description,
    params: referenceUploadParamsSchema,
    response,
  });

  app.post(
    `${path}/check`,
    { preHandler, schema: schema('Starts the face check of an uploaded photo.', checked) },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return startReferenceCheck(context, request.params.userId, request.params.referenceId);
    },
  );

  app.get(
    `${path}/check`,
    { preHandler, schema: schema('Where the face check of an uploaded photo stands.', checked) },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return readReferenceCheck(context, request.params.userId, request.params.referenceId);
    },
  );

  app.delete(
    path,
    {
      preHandler,
      schema: schema('Takes out a photo not sent yet; answers a fresh ticket in its place.', {
        200: referenceDiscardAnswerSchema,
        ...errorResponses,
        409: apiErrorSchema,
      }),
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return discardReferenceUpload(context, request.params.userId, request.params.referenceId);
    },
  );
}
