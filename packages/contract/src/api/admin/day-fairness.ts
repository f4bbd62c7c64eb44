import type { adminFairnessSchemas } from '../../admin/fairness.ts';
import { endpoint } from '../endpoint.ts';

type Schemas = typeof adminFairnessSchemas;

/** The fairness screen: who received few photos on a day. */
export const adminFairnessApi = {
  children: endpoint<Schemas['children']>({
    method: 'GET',
    path: '/api/admin/fairness',
    operationId: 'listFairness',
    summary: "Each child's delivered photos of a day, fewest first",
    tag: 'admin',
    access: 'staff',
  }),
};
