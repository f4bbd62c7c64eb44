import { addTokyoDays, addTokyoMonths, tokyoInstant } from '../time/tokyo.ts';
import { tokyoDate } from '../time/tokyo-date.ts';

export type BillingPeriodFacts = {
  subscriptionStartedAt: Date;
  /** Set once the plan has renewed; the period then counts from here (§9). */
  subscriptionStartedRecurringAt: Date | null;
};

/**
 * The last day of the current paid month, 'YYYY-MM-DD' in Tokyo (specification §9: start, or
 * recurring start, plus one month minus one day). A month that lacks the start's day ends on its
 * last day minus one: a plan from 31 January runs to 27 February (28 in a leap year), as a card
 * billed monthly from the 31st is charged on the shorter month's last day.
 */
export function latestBillingDate(facts: BillingPeriodFacts): string {
  const start = tokyoDate(facts.subscriptionStartedRecurringAt ?? facts.subscriptionStartedAt);
  return addTokyoDays(addTokyoMonths(start, 1), -1);
}

/**
 * When a paid month that began at `start` runs out: the Tokyo midnight after its latest billing
 * date, which is also when the next month is charged.
 */
export function paidPeriodEndsAt(start: Date): Date {
  const lastDay = latestBillingDate({ subscriptionStartedAt: start, subscriptionStartedRecurringAt: null });
  return tokyoInstant(addTokyoDays(lastDay, 1), 0);
}

/**
 * Days a family keeps the paid plan after a renewal fails, while the card is retried daily and the
 * guardian can change it (decision 0021): long enough to notice a mail, short of a free month.
 */
export const renewalGraceDays = 7;
