import type { adminFairnessSchemas } from '../../admin/fairness.ts';
import { areaApi } from '../endpoint.ts';

/** The fairness screen: who received few photos on a day. */
export const adminFairnessApi = areaApi<typeof adminFairnessSchemas>('admin', 'staff', {
  children: {
    route: 'GET /api/admin/fairness',
    operationId: 'listFairness',
    summary: "Each child's delivered photos of a day, fewest first",
  },
});
