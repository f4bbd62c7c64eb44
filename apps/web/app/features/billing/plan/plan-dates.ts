import type { SubscriptionRecord } from '@hibi/contract';
import { addTokyoDays, displayDate, latestBillingDate, tokyoDate, tokyoDaysElapsed } from '@hibi/domain';
import type { TrialStatus } from '../plan-summary';

type Record = Pick<
  SubscriptionRecord,
  'status' | 'subscriptionStartedAt' | 'subscriptionStartedRecurringAt' | 'trialEndsAt' | 'endedAt'
>;

const instant = (iso: string) => new Date(iso);
/** The Tokyo day before an instant that is a Tokyo midnight: the last day of what ends there. */
const dayBefore = (iso: string) => tokyoDate(instant(iso).getTime() - 1);

/** The free trial a subscription began with, while it runs: days left and its last day. */
export function subscriptionTrial(record: Record, now: Date): TrialStatus | null {
  if (!record.trialEndsAt || instant(record.trialEndsAt) <= now) return null;
  const lastMoment = new Date(instant(record.trialEndsAt).getTime() - 1);
  const lastDate = tokyoDate(lastMoment);
  // The last day counts as one, as for the account's own trial (§4).
  return { daysLeft: tokyoDaysElapsed(now, lastMoment) + 1, lastDay: displayDate(lastDate), lastDate };
}

/**
 * The next charge, 'YYYY-MM-DD' (§9): the day after the trial's last day while the trial runs,
 * else the day after the latest billing date of the paid month. Null once the guardian has left.
 */
function nextChargeDay(record: Record, now: Date): string | null {
  if (record.status === 'canceled' || record.status === 'ended') return null;
  if (record.trialEndsAt && instant(record.trialEndsAt) > now) return tokyoDate(instant(record.trialEndsAt));
  const lastDay = latestBillingDate({
    subscriptionStartedAt: instant(record.subscriptionStartedAt),
    subscriptionStartedRecurringAt: record.subscriptionStartedRecurringAt
      ? instant(record.subscriptionStartedRecurringAt)
      : null,
  });
  return addTokyoDays(lastDay, 1);
}

export function nextBillingDate(record: Record, now: Date): string | null {
  const day = nextChargeDay(record, now);
  return day ? displayDate(day) : null;
}

/**
 * The last day the paid plan is there: after leaving, the day before it stops; before leaving, the
 * day before the next charge (what the leave confirmation promises).
 */
export function paidUntil(record: Record, now: Date): string | null {
  if (record.status === 'canceled') return record.endedAt ? displayDate(dayBefore(record.endedAt)) : null;
  const next = nextChargeDay(record, now);
  return next ? displayDate(addTokyoDays(next, -1)) : null;
}

/** True after leaving, while the paid month still runs: the time to undo it. */
export function isLeaving(record: Pick<SubscriptionRecord, 'status'> | null): boolean {
  return record?.status === 'canceled';
}
