import type { ChildLeavingRequest } from '@hibi/contract';
import { adminChildLeavingApi } from '@hibi/contract/api';
import { adminCall } from '~/features/admin/session/admin-request';

// 退園・卒園 of a child (decision 0078): PUT marks it on a day, DELETE undoes it before that day.

export const markChildLeaving = (childId: string, body: ChildLeavingRequest) =>
  adminCall(adminChildLeavingApi.mark, { params: { childId }, body });

export const undoChildLeaving = (childId: string) =>
  adminCall(adminChildLeavingApi.undo, { params: { childId } });
