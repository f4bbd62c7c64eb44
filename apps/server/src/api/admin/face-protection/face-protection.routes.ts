import { adminFaceProtectionApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { listChildRedactions } from './list-child-redactions.service.ts';
import { setFaceProtection } from './set-face-protection.service.ts';

/** 掲載NG of a child, and the photos blurred for it (decision 0077). */
export function adminFaceProtectionRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);

  serve(app, adminFaceProtectionApi.set, { onRequest }, (request) =>
    setFaceProtection(context, request.staff, request.params.childId, request.body.protected),
  );
  serve(app, adminFaceProtectionApi.redactions, { onRequest }, (request) =>
    listChildRedactions(context, request.staff, request.params.childId),
  );
}
