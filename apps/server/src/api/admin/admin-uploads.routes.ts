import { requireStaff } from '../../auth/require-staff.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import {
  completeUploadsRequestSchema,
  completeUploadsResponseSchema,
  uploadTicketsRequestSchema,
  uploadTicketsResponseSchema,
} from './admin-schemas.ts';
import { staffUploadsService } from './staff-uploads.service.ts';

const tags = ['admin'];

/** POST /api/admin/uploads and /api/admin/uploads/complete: see staffUploadsService. */
export function adminUploadRoutes(app: ApiInstance, context: AppContext) {
  const preHandler = requireStaff(context);
  const uploads = staffUploadsService(context);

  app.post(
    '/admin/uploads',
    {
      preHandler,
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
      preHandler,
      schema: {
        tags,
        body: completeUploadsRequestSchema,
        response: { 200: completeUploadsResponseSchema, 503: errorResponses[400], ...errorResponses },
      },
    },
    (request) => uploads.complete(request.staff, request.body.facilityCode, request.body.keys),
  );
}
