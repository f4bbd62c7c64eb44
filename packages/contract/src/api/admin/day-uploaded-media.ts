import type { adminUploadedMediaSchemas } from '../../admin/uploaded-media.ts';
import { areaCalls } from '../endpoint.ts';

type Schemas = typeof adminUploadedMediaSchemas;
const call = areaCalls('admin', 'staff');

/** What a facility uploaded on a day, and hiding, showing again and deleting one (decision 0085). */
export const adminUploadedMediaApi = {
  list: call<Schemas['list']>({
    method: 'GET',
    path: '/api/admin/media',
    operationId: 'listUploadedMedia',
    summary: "One page of a facility's uploads of a day",
    description: "A facility's uploads of a day, newest first, each with its state and uploader.",
  }),
  hide: call<Schemas['hide']>({
    method: 'POST',
    path: '/api/admin/media/:mediaId/hide',
    operationId: 'hideUploadedMedia',
    summary: 'An upload hidden from every family',
    description: 'Hides an upload from every family at once (非公開), until shown again.',
    errors: [409],
  }),
  unhide: call<Schemas['unhide']>({
    method: 'POST',
    path: '/api/admin/media/:mediaId/unhide',
    operationId: 'unhideUploadedMedia',
    summary: 'A hidden upload shown again',
    description: 'Shows a hidden upload again to the families it was delivered to.',
    errors: [409],
  }),
  remove: call<Schemas['remove']>({
    method: 'DELETE',
    path: '/api/admin/media/:mediaId',
    operationId: 'deleteUploadedMedia',
    summary: 'An upload deleted with its files',
    description: 'Deletes an upload: its stored files and rows; movies that showed it are made again.',
    errors: [409],
  }),
};
