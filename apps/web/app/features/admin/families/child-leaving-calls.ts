import type { ChildLeavingAnswer, ChildLeavingRequest } from '@hibi/contract';
import { adminRequest } from '~/features/admin/session/admin-request';

// 退園・卒園 of a child (decision 0078): PUT marks it on a day, DELETE undoes it before that day.
const leavingPath = (childId: string) => `/api/admin/children/${encodeURIComponent(childId)}/leaving`;

export const markChildLeaving = (childId: string, body: ChildLeavingRequest) =>
  adminRequest<ChildLeavingAnswer>(leavingPath(childId), { method: 'PUT', body });

export const undoChildLeaving = (childId: string) =>
  adminRequest<ChildLeavingAnswer>(leavingPath(childId), { method: 'DELETE' });
