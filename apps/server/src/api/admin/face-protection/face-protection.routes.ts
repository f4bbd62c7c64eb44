import { adminFaceProtectionApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { faceProtectionService } from './face-protection.service.ts';

/** 掲載NG of a child, and the photos blurred for it: see faceProtectionService. */
export function adminFaceProtectionRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const protection = faceProtectionService(context);

  serve(app, adminFaceProtectionApi.set, { onRequest }, (request) =>
    protection.set(request.staff, request.params.childId, request.body.protected),
  );
  serve(app, adminFaceProtectionApi.redactions, { onRequest }, (request) =>
    protection.redactions(request.staff, request.params.childId),
  );
}
