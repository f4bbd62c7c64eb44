import type { adminReviewSchemas } from '../../admin/review-roster.ts';
import { areaApi } from '../endpoint.ts';

/** The review screen: a day's deliveries and undecided faces, and whom a photo may be given to. */
export const adminReviewApi = areaApi<typeof adminReviewSchemas>('admin', 'staff', {
  day: {
    route: 'GET /api/admin/review',
    operationId: 'getDayReview',
    summary: "What the matcher did with a facility's day",
    description:
      'For a facility’s day and class, what the matcher delivered to whom, the items families returned, the deliveries staff took back and the faces given to nobody as too close to call, with their scores. Facility staff see their own facility; operators any.',
  },
  roster: {
    route: 'GET /api/admin/review/children',
    operationId: 'listReviewChildren',
    summary: 'The children a photo may be given to by hand',
    description:
      'Each child of the facility with a reference photo and family. Facility staff see their own facility; operators any.',
  },
});
