import type { adminUploadFailureSchemas } from '../../admin/upload-failures.ts';
import { areaApi } from '../endpoint.ts';

/** The day's uploads the pipeline could not use: listed, processed again or removed. */
export const adminUploadFailureApi = areaApi<typeof adminUploadFailureSchemas>('admin', 'staff', {
  list: {
    route: 'GET /api/admin/uploads/failed',
    operationId: 'listUploadFailures',
    summary: "A facility's failed uploads of a day",
    description: "A facility's uploads of a day that failed, with each file's name and reason.",
  },
  retry: {
    route: 'POST /api/admin/uploads/:mediaId/retry',
    operationId: 'retryFailedUpload',
    summary: 'A failed upload processed again',
    description: 'Processes a failed upload again.',
    errors: [409],
  },
  remove: {
    route: 'DELETE /api/admin/uploads/:mediaId',
    operationId: 'removeFailedUpload',
    summary: 'A failed upload removed',
    description: 'Removes a failed upload and its stored file.',
    errors: [409],
  },
});
