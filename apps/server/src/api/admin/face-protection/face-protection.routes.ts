import { adminFaceProtectionApi } from '@hibi/contract';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serveStaffCalls } from '../serve-staff-calls.ts';
import { listChildRedactions } from './list-child-redactions.service.ts';
import { setFaceProtection } from './set-face-protection.service.ts';

/** 掲載NG of a child, and the photos blurred for it (decision 0077). */
export function adminFaceProtectionRoutes(app: ApiInstance, context: AppContext) {
  serveStaffCalls(app, context, adminFaceProtectionApi, {
    set: (request) =>
      setFaceProtection(context, request.staff, request.params.childId, request.body.protected),
    redactions: (request) => listChildRedactions(context, request.staff, request.params.childId),
  });
}
