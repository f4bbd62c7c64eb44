import type { adminUploadedMediaSchemas } from '../../admin/uploaded-media.ts';
import { areaApi } from '../endpoint.ts';

/** What a facility uploaded on a day, and hiding, showing again and deleting one (decision 0085). */
export const adminUploadedMediaApi = areaApi<typeof adminUploadedMediaSchemas>('admin', 'staff', {
  list: {
    route: 'GET /api/admin/media',
    operationId: 'listUploadedMedia',
    summary: "One page of a facility's uploads of a day",
    description: "A facility's uploads of a day, newest first, each with its state and uploader.",
  },
  hide: {
    route: 'POST /api/admin/media/:mediaId/hide',
    operationId: 'hideUploadedMedia',
    summary: 'An upload hidden from every family',
    description: 'Hides an upload from every family at once (非公開), until shown again.',
    errors: [409],
  },
  unhide: {
    route: 'POST /api/admin/media/:mediaId/unhide',
    operationId: 'unhideUploadedMedia',
    summary: 'A hidden upload shown again',
    description: 'Shows a hidden upload again to the families it was delivered to.',
    errors: [409],
  },
  remove: {
    route: 'DELETE /api/admin/media/:mediaId',
    operationId: 'deleteUploadedMedia',
    summary: 'An upload deleted with its files',
    description: 'Deletes an upload: its stored files and rows; movies that showed it are made again.',
    errors: [409],
  },
});
