import type { adminChildLeavingSchemas } from '../../admin/child-leaving.ts';
import { areaApi } from '../endpoint.ts';

/** 退園・卒園 of a child (decision 0078), from the console's family page. */
export const adminChildLeavingApi = areaApi<typeof adminChildLeavingSchemas>('admin', 'staff', {
  mark: {
    route: 'PUT /api/admin/children/:childId/leaving',
    operationId: 'markChildLeaving',
    summary: 'Marks a child as leaving the facility from a day',
    description:
      'Marks a child of the staff member’s facility as leaving from `leavesOn` (today or later): no photos from that day, everything deleted 30 days after it. Mails the family. Another facility’s child: 404.',
    errors: [409],
  },
  undo: {
    route: 'DELETE /api/admin/children/:childId/leaving',
    operationId: 'undoChildLeaving',
    summary: "Undoes a child's leaving before its day",
    description: 'Undoes a leaving before its day (409 from the day on).',
    errors: [409],
  },
});
