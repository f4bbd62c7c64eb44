import { adminUploadedMediaApi } from '@hibi/contract';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serveStaffCalls } from '../serve-staff-calls.ts';
import { deleteUploadedMedia } from './delete-uploaded-media.service.ts';
import { hideUploadedMedia } from './hide-uploaded-media.service.ts';
import { listUploadedMedia } from './list-uploaded-media.service.ts';
import { unhideUploadedMedia } from './unhide-uploaded-media.service.ts';

/** What a facility uploaded on a day, and hiding, showing again and deleting one (decision 0085). */
export function adminUploadedMediaRoutes(app: ApiInstance, context: AppContext) {
  serveStaffCalls(app, context, adminUploadedMediaApi, {
    list: (request) => listUploadedMedia(context, request.staff, request.query),
    hide: (request) => hideUploadedMedia(context, request.staff, request.params.mediaId),
    unhide: (request) => unhideUploadedMedia(context, request.staff, request.params.mediaId),
    remove: (request) => deleteUploadedMedia(context, request.staff, request.params.mediaId),
  });
}
