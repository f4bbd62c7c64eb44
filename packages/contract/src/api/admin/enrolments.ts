import type { adminEnrolmentSchemas } from '../../admin/enrolments.ts';
import { areaCalls } from '../endpoint.ts';

type Schemas = typeof adminEnrolmentSchemas;
const call = areaCalls('admin', 'staff');

/** One child enrolled twice: the console lists such pairs of a facility and merges one into the other. */
export const adminEnrolmentApi = {
  listDuplicates: call<Schemas['listDuplicates']>({
    method: 'GET',
    path: '/api/admin/facilities/:facilityId/duplicate-enrolments',
    operationId: 'listDuplicateEnrolments',
    summary: "A facility's pairs of enrolments that are likely the same child",
  }),
  merge: call<Schemas['merge']>({
    method: 'POST',
    path: '/api/admin/children/:childId/merge',
    operationId: 'mergeEnrolment',
    summary: 'Merges one enrolment of a child into another (operators)',
    description:
      'Merges one enrolment of a child into another of the same child: families, references, photos and movies become one; the kept child is matched again.',
    errors: [409],
  }),
};
