import { adminUploadedMediaApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { adminUploadedMediaService } from './uploaded-media.service.ts';
import { adminUploadedMediaChangeService } from './uploaded-media-change.service.ts';

/** What a facility uploaded on a day, and hiding, showing again and deleting one (decision 0085). */
export function adminUploadedMediaRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const list = adminUploadedMediaService(context);
  const changes = adminUploadedMediaChangeService(context);
  serve(app, adminUploadedMediaApi.list, { onRequest }, (request) => list(request.staff, request.query));
  serve(app, adminUploadedMediaApi.hide, { onRequest }, (request) =>
    changes.hide(request.staff, request.params.mediaId),
  );
  serve(app, adminUploadedMediaApi.unhide, { onRequest }, (request) =>
    changes.unhide(request.staff, request.params.mediaId),
  );
  serve(app, adminUploadedMediaApi.remove, { onRequest }, (request) =>
    changes.remove(request.staff, request.params.mediaId),
  );
}
