/** Specification §3's analytics user data, as the tag manager's data layer receives it. */
export interface AnalyticsUser {
  userId: string;
  groupId: string | null;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Pushes who is signed in to the tag manager's data layer (only when one is configured: the
 * layer exists only then). The analytics id is userUid, never the id the API authorises with.
 */
export function pushAnalyticsUser(user: AnalyticsUser, tagManagerOn: boolean) {
  if (!tagManagerOn || typeof window === 'undefined') return;
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ event: 'hibi.user', userId: user.userId, groupId: user.groupId });
}
