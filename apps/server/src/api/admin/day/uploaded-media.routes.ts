import { adminUploadedMediaApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { deleteUploadedMedia } from './delete-uploaded-media.service.ts';
import { hideUploadedMedia } from './hide-uploaded-media.service.ts';
import { listUploadedMedia } from './list-uploaded-media.service.ts';
import { unhideUploadedMedia } from './unhide-uploaded-media.service.ts';

/** What a facility uploaded on a day, and hiding, showing again and deleting one (decision 0085). */
export function adminUploadedMediaRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  serve(app, adminUploadedMediaApi.list, { onRequest }, (request) =>
    listUploadedMedia(context, request.staff, request.query),
  );
  serve(app, adminUploadedMediaApi.hide, { onRequest }, (request) =>
    hideUploadedMedia(context, request.staff, request.params.mediaId),
  );
  serve(app, adminUploadedMediaApi.unhide, { onRequest }, (request) =>
    unhideUploadedMedia(context, request.staff, request.params.mediaId),
  );
  serve(app, adminUploadedMediaApi.remove, { onRequest }, (request) =>
    deleteUploadedMedia(context, request.staff, request.params.mediaId),
  );
}
