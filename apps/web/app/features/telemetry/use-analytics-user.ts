import { accountApi } from '@hibi/contract/api';
import { useEffect } from 'react';
import { apiCall } from '~/features/session/api-client';
import { sessionAccount } from '~/features/session/session-state';
import { pushAnalyticsUser } from './analytics-user';

/** Once per signed-in guardian, tells the tag manager who it is (userUid and the facility). */
export function useAnalyticsUser(tagManagerOn: boolean) {
  const account = sessionAccount.use();
  const userId = account?.user.userId;
  const userUid = account?.user.userUid;
  useEffect(() => {
    if (!tagManagerOn || !userId || !userUid) return;
    apiCall(accountApi.children, { params: { userId } }, { handleFailures: false })
      .then((children) => pushAnalyticsUser({ userId: userUid, groupId: children[0]?.groupId ?? null }, true))
      .catch(() => pushAnalyticsUser({ userId: userUid, groupId: null }, true));
  }, [tagManagerOn, userId, userUid]);
}
