import {
  completeUploadsRequestSchema,
  completeUploadsResponseSchema,
  uploadProgressQuerySchema,
  uploadProgressResponseSchema,
  uploadTicketsRequestSchema,
  uploadTicketsResponseSchema,
} from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { adminDayService } from './fairness.service.ts';
import { adminUploadFailureRoutes } from './upload-failures.routes.ts';
import { adminUploadedMediaRoutes } from './uploaded-media.routes.ts';
import { staffUploadsService } from './uploads.service.ts';

const tags = ['admin'];

/**
 * POST /api/admin/uploads and /api/admin/uploads/complete (see staffUploadsService), and
 * GET /api/admin/uploads/progress: how far the pipeline got with a facility's uploads of a day;
 * the failed ones' calls: upload-failures.routes.ts; the day's list, hiding and deleting:
 * uploaded-media.routes.ts.
 */
export function adminUploadRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const uploads = staffUploadsService(context);
  const day = adminDayService(context);

  app.post(
    '/admin/uploads',
    {
      onRequest,
      schema: {
        tags,
        body: uploadTicketsRequestSchema,
        response: { 200: uploadTicketsResponseSchema, ...errorResponses },
      },
    },
    (request) => uploads.tickets(request.staff, request.body.facilityCode, request.body.files),
  );

  app.post(
    '/admin/uploads/complete',
    {
      onRequest,
      schema: {
        tags,
        body: completeUploadsRequestSchema,
        response: { 200: completeUploadsResponseSchema, 503: errorResponses[400], ...errorResponses },
      },
    },
    (request) => {
      const { facilityCode, keys, names } = request.body;
      return uploads.complete(request.staff, facilityCode, keys, names);
    },
  );

  app.get(
    '/admin/uploads/progress',
    {
      onRequest,
      schema: {
        tags,
        querystring: uploadProgressQuerySchema,
        response: { 200: uploadProgressResponseSchema, ...errorResponses },
      },
    },
    (request) => day.uploadProgress(request.staff, request.query),
  );
  adminUploadFailureRoutes(app, context);
  adminUploadedMediaRoutes(app, context);
}
