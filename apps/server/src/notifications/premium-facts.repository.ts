import { desc, type Executor, eq, guardians, subscriptions } from '@hibi/db';
import type { PaidNotificationFacts } from '@hibi/domain';

/** Reads what receivesPaidNotifications needs; undefined when the guardian does not exist. */
export async function findPremiumFacts(
  db: Executor,
  guardianId: string,
): Promise<PaidNotificationFacts | undefined> {
  const [guardian] = await db
    .select({ accountType: guardians.subscriptionType })
    .from(guardians)
    .where(eq(guardians.id, guardianId));
  if (!guardian) return undefined;
  const [subscription] = await db
    .select({ status: subscriptions.status, endedAt: subscriptions.endedAt })
    .from(subscriptions)
    .where(eq(subscriptions.guardianId, guardianId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return { accountType: guardian.accountType, subscription: subscription ?? null };
}
