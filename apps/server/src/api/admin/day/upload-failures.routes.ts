import { adminUploadFailureApi } from '@hibi/contract';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serveStaffCalls } from '../serve-staff-calls.ts';
import { listUploadFailures } from './list-upload-failures.service.ts';
import { removeFailedUpload } from './remove-failed-upload.service.ts';
import { retryFailedUpload } from './retry-failed-upload.service.ts';

/** The day's failed uploads: listed, processed again or removed. */
export function adminUploadFailureRoutes(app: ApiInstance, context: AppContext) {
  serveStaffCalls(app, context, adminUploadFailureApi, {
    list: (request) => listUploadFailures(context, request.staff, request.query),
    retry: (request) => retryFailedUpload(context, request.staff, request.params.mediaId),
    remove: (request) => removeFailedUpload(context, request.staff, request.params.mediaId),
  });
}
