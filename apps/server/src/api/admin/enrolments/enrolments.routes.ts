import {
  duplicateEnrolmentsResponseSchema,
  enrolmentParamsSchema,
  facilityIdParamsSchema,
  mergeEnrolmentAnswerSchema,
  mergeEnrolmentRequestSchema,
} from '@hibi/contract';
import { requireOperator, requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { listDuplicateEnrolments } from './duplicate-enrolments.service.ts';
import { mergeEnrolment } from './merge-enrolment.service.ts';

const tags = ['admin'];

/** One child enrolled twice: the console lists such pairs of a facility and merges one into the other. */
export function adminEnrolmentRoutes(app: ApiInstance, context: AppContext) {
  app.get(
    '/admin/facilities/:facilityId/duplicate-enrolments',
    {
      onRequest: requireStaff(context),
      schema: {
        tags,
        params: facilityIdParamsSchema,
        response: { 200: duplicateEnrolmentsResponseSchema, ...errorResponses },
      },
    },
    (request) => listDuplicateEnrolments(context, request.staff, request.params.facilityId),
  );

  app.post(
    '/admin/children/:childId/merge',
    {
      onRequest: requireOperator(context, 'お子さまの登録をまとめられるのは運営者のみです。'),
      schema: {
        tags,
        description:
          'Merges one enrolment of a child into another of the same child: families, references, photos and movies become one; the kept child is matched again.',
        params: enrolmentParamsSchema,
        body: mergeEnrolmentRequestSchema,
        response: { 200: mergeEnrolmentAnswerSchema, 409: errorResponses[400], ...errorResponses },
      },
    },
    (request) => mergeEnrolment(context, request.staff, request.params.childId, request.body.intoChildId),
  );
}
