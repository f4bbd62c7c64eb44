import { adminEnrolmentApi } from '@hibi/contract';
import { requireOperator, requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { listDuplicateEnrolments } from './list-duplicate-enrolments.service.ts';
import { mergeEnrolment } from './merge-enrolment.service.ts';

/** One child enrolled twice: the console lists such pairs of a facility and merges one into the other. */
export function adminEnrolmentRoutes(app: ApiInstance, context: AppContext) {
  serve(app, adminEnrolmentApi.listDuplicates, { onRequest: requireStaff(context) }, (request) =>
    listDuplicateEnrolments(context, request.staff, request.params.facilityId),
  );
  serve(
    app,
    adminEnrolmentApi.merge,
    { onRequest: requireOperator(context, 'お子さまの登録をまとめられるのは運営者のみです。') },
    (request) => mergeEnrolment(context, request.staff, request.params.childId, request.body.intoChildId),
  );
}
