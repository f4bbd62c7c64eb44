import {
  failedUploadParamsSchema,
  removeUploadResponseSchema,
  retryUploadResponseSchema,
  uploadFailuresQuerySchema,
  uploadFailuresResponseSchema,
} from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { uploadFailuresService } from './upload-failures.service.ts';

const tags = ['admin'];
const responses = { ...errorResponses, 409: errorResponses[400] };

/**
 * GET /api/admin/uploads/failed, POST /api/admin/uploads/{mediaId}/retry and
 * DELETE /api/admin/uploads/{mediaId}: the day's failed uploads (see uploadFailuresService).
 */
export function adminUploadFailureRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const failures = uploadFailuresService(context);

  app.get(
    '/admin/uploads/failed',
    {
      onRequest,
      schema: {
        tags,
        description: "A facility's uploads of a day that failed, with each file's name and reason.",
        querystring: uploadFailuresQuerySchema,
        response: { 200: uploadFailuresResponseSchema, ...errorResponses },
      },
    },
    (request) => failures.list(request.staff, request.query),
  );

  app.post(
    '/admin/uploads/:mediaId/retry',
    {
      onRequest,
      schema: {
        tags,
        description: 'Processes a failed upload again.',
        params: failedUploadParamsSchema,
        response: { 200: retryUploadResponseSchema, ...responses },
      },
    },
    (request) => failures.retry(request.staff, request.params.mediaId),
  );

  app.delete(
    '/admin/uploads/:mediaId',
    {
      onRequest,
      schema: {
        tags,
        description: 'Removes a failed upload and its stored file.',
        params: failedUploadParamsSchema,
        response: { 200: removeUploadResponseSchema, ...responses },
      },
    },
    (request) => failures.remove(request.staff, request.params.mediaId),
  );
}
