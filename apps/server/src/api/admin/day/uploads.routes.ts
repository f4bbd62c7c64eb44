import { adminUploadApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { completeUploads } from './complete-uploads.service.ts';
import { createUploadTickets } from './create-upload-tickets.service.ts';
import { getUploadProgress } from './get-upload-progress.service.ts';

/** The day's upload: tickets, completion and the pipeline's progress. */
export function adminUploadRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  serve(app, adminUploadApi.createTickets, { onRequest }, (request) =>
    createUploadTickets(context, request.staff, request.body.facilityCode, request.body.files),
  );
  serve(app, adminUploadApi.complete, { onRequest }, (request) => {
    const { facilityCode, keys, names } = request.body;
    return completeUploads(context, request.staff, facilityCode, keys, names);
  });
  serve(app, adminUploadApi.progress, { onRequest }, (request) =>
    getUploadProgress(context, request.staff, request.query),
  );
}
