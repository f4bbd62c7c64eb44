import { adminUploadFailureApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { adminUploadFailureService } from './upload-failures.service.ts';

/** The day's failed uploads: listed, processed again, removed (see adminUploadFailureService). */
export function adminUploadFailureRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const failures = adminUploadFailureService(context);
  serve(app, adminUploadFailureApi.list, { onRequest }, (request) =>
    failures.list(request.staff, request.query),
  );
  serve(app, adminUploadFailureApi.retry, { onRequest }, (request) =>
    failures.retry(request.staff, request.params.mediaId),
  );
  serve(app, adminUploadFailureApi.remove, { onRequest }, (request) =>
    failures.remove(request.staff, request.params.mediaId),
  );
}
