import type { adminEnrolmentSchemas } from '../../admin/enrolments.ts';
import { areaApi } from '../endpoint.ts';

/** One child enrolled twice: the console lists such pairs of a facility and merges one into the other. */
export const adminEnrolmentApi = areaApi<typeof adminEnrolmentSchemas>('admin', 'staff', {
  listDuplicates: {
    route: 'GET /api/admin/facilities/:facilityId/duplicate-enrolments',
    operationId: 'listDuplicateEnrolments',
    summary: "A facility's pairs of enrolments that are likely the same child",
  },
  merge: {
    route: 'POST /api/admin/children/:childId/merge',
    operationId: 'mergeEnrolment',
    summary: 'Merges one enrolment of a child into another (operators)',
    description:
      'Merges one enrolment of a child into another of the same child: families, references, photos and movies become one; the kept child is matched again.',
    errors: [409],
  },
});
