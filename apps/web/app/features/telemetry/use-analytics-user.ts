import type { ChildResponse } from '@hibi/contract';
import { useEffect } from 'react';
import { apiRequest } from '~/features/session/api-client';
import { sessionAccount } from '~/features/session/session-state';
import { pushAnalyticsUser } from './analytics-user';

/** Once per signed-in guardian, tells the tag manager who it is (userUid and the facility). */
export function useAnalyticsUser(tagManagerOn: boolean) {
  const account = sessionAccount.use();
  const userId = account?.user.userId;
  const userUid = account?.user.userUid;
  useEffect(() => {
    if (!tagManagerOn || !userId || !userUid) return;
    apiRequest<ChildResponse[]>(`/api/users/${userId}/children`, { handleFailures: false })
      .then((children) => pushAnalyticsUser({ userId: userUid, groupId: children[0]?.groupId ?? null }, true))
      .catch(() => pushAnalyticsUser({ userId: userUid, groupId: null }, true));
  }, [tagManagerOn, userId, userUid]);
}
