import { effectiveSubscriptionType, type SubscriptionType } from '@hibi/domain';
import type { AccountRow } from '../repositories/family.repository.ts';

type PlanRow = Pick<
  AccountRow,
  | 'accountType'
  | 'guardianApprovedAt'
  | 'trialDays'
  | 'hasFreeTrial'
  | 'subscriptionStatus'
  | 'subscriptionEndedAt'
>;

/** The guardian's plan right now, from the facts the family repository reads in one query. */
export function subscriptionTypeOf(row: PlanRow, now: Date): SubscriptionType {
  return effectiveSubscriptionType(
    {
      accountType: row.accountType,
      approvedAt: row.guardianApprovedAt,
      trialDays: row.trialDays,
      // No facility yet (no child): the default trial applies.
      hasFreeTrial: row.hasFreeTrial ?? true,
      subscription: row.subscriptionStatus
        ? { status: row.subscriptionStatus, endedAt: row.subscriptionEndedAt }
        : null,
    },
    now,
  );
}
