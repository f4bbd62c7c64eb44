import type { adminUploadSchemas } from '../../admin/uploads.ts';
import { areaApi } from '../endpoint.ts';

/** The console's day upload: tickets, completion and the pipeline's progress. */
export const adminUploadApi = areaApi<typeof adminUploadSchemas>('admin', 'staff', {
  createTickets: {
    route: 'POST /api/admin/uploads',
    operationId: 'createUploadTickets',
    summary: "Tickets to upload a facility's files, one per file",
    description:
      "Each ticket POSTs one file to the server's /storage/upload, which writes it to the storage (the sign-up's browser-POST protocol, decision 0024). Facility staff upload to their own facility only; a file of a refused type or size refuses the batch.",
  },
  complete: {
    route: 'POST /api/admin/uploads/complete',
    operationId: 'completeUploads',
    summary: 'The uploaded files registered and queued for the pipeline',
    description:
      'Creates a media row for each key whose file is stored and queues its ingest; keys without a file behind them are answered as missing.',
    errors: [503],
  },
  progress: {
    route: 'GET /api/admin/uploads/progress',
    operationId: 'getUploadProgress',
    summary: "How far the pipeline got with a facility's uploads of a day",
  },
});
