import { adminUploadFailureApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { listUploadFailures } from './list-upload-failures.service.ts';
import { removeFailedUpload } from './remove-failed-upload.service.ts';
import { retryFailedUpload } from './retry-failed-upload.service.ts';

/** The day's failed uploads: listed, processed again or removed. */
export function adminUploadFailureRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  serve(app, adminUploadFailureApi.list, { onRequest }, (request) =>
    listUploadFailures(context, request.staff, request.query),
  );
  serve(app, adminUploadFailureApi.retry, { onRequest }, (request) =>
    retryFailedUpload(context, request.staff, request.params.mediaId),
  );
  serve(app, adminUploadFailureApi.remove, { onRequest }, (request) =>
    removeFailedUpload(context, request.staff, request.params.mediaId),
  );
}
