import type { adminUploadFailureSchemas } from '../../admin/upload-failures.ts';
import { endpoint } from '../endpoint.ts';

type Schemas = typeof adminUploadFailureSchemas;

/** The day's uploads the pipeline could not use: listed, processed again or removed. */
export const adminUploadFailureApi = {
  list: endpoint<Schemas['list']>({
    method: 'GET',
    path: '/api/admin/uploads/failed',
    operationId: 'listUploadFailures',
    summary: "A facility's failed uploads of a day",
    description: "A facility's uploads of a day that failed, with each file's name and reason.",
    tag: 'admin',
    access: 'staff',
  }),
  retry: endpoint<Schemas['retry']>({
    method: 'POST',
    path: '/api/admin/uploads/:mediaId/retry',
    operationId: 'retryFailedUpload',
    summary: 'A failed upload processed again',
    description: 'Processes a failed upload again.',
    tag: 'admin',
    access: 'staff',
    errors: [409],
  }),
  remove: endpoint<Schemas['remove']>({
    method: 'DELETE',
    path: '/api/admin/uploads/:mediaId',
    operationId: 'removeFailedUpload',
    summary: 'A failed upload removed',
    description: 'Removes a failed upload and its stored file.',
    tag: 'admin',
    access: 'staff',
    errors: [409],
  }),
};
