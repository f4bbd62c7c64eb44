import { adminUploadApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { getUploadProgress } from './upload-progress.service.ts';
import { adminUploadService } from './uploads.service.ts';

/** The day's upload: tickets, completion (see adminUploadService) and the pipeline's progress. */
export function adminUploadRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const uploads = adminUploadService(context);
  serve(app, adminUploadApi.createTickets, { onRequest }, (request) =>
    uploads.tickets(request.staff, request.body.facilityCode, request.body.files),
  );
  serve(app, adminUploadApi.complete, { onRequest }, (request) => {
    const { facilityCode, keys, names } = request.body;
    return uploads.complete(request.staff, facilityCode, keys, names);
  });
  serve(app, adminUploadApi.progress, { onRequest }, (request) =>
    getUploadProgress(context, request.staff, request.query),
  );
}
