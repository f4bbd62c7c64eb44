import { defaultTrialDays, trialDaysRemaining } from './trial.ts';

/** The account's plan as the API names it (specification §3). */
export type SubscriptionType = 'free' | 'trial' | 'premium';

/** What the plan rules need of a subscription record (the guardian's latest one). */
export type SubscriptionFacts = {
  status: 'incomplete' | 'active' | 'past_due' | 'canceled' | 'ended';
  /** For a canceled one: when the paid month runs out. */
  endedAt: Date | null;
};

/**
 * A subscription counts while it is paid up or being retried (past_due), and after a cancel until
 * the month that was paid for ends. An incomplete one (payment never succeeded) does not.
 */
export function isSubscriptionCurrent(subscription: SubscriptionFacts | null, now: Date): boolean {
  if (!subscription) return false;
  if (subscription.status === 'active' || subscription.status === 'past_due') return true;
  return subscription.status === 'canceled' && subscription.endedAt !== null && subscription.endedAt > now;
}

/**
 * The provider still charges it month by month (paid up, or a payment being retried): its payer
 * cannot leave the family until it is cancelled (decision 0043).
 */
export function isSubscriptionBilling(subscription: SubscriptionFacts | null | undefined): boolean {
  return subscription?.status === 'active' || subscription?.status === 'past_due';
}

export type PlanFacts = {
  /** The account's own type (guardians.subscription_type). */
  accountType: SubscriptionType;
  /** Approval starts the trial; null before approval. */
  approvedAt: Date | null;
  /** The facility's trial length; null when the guardian has no facility yet. */
  trialDays: number | null;
  /** False when the facility offers no trial: a trial account then reads as free. */
  hasFreeTrial: boolean;
  subscription: SubscriptionFacts | null;
};

/**
 * The type the guardian has now (specification §4, DESIGN.md §3): premium while a subscription
 * is current, else the account's own type, where a trial whose days have run out reads as free.
 */
export function effectiveSubscriptionType(facts: PlanFacts, now: Date): SubscriptionType {
  if (isSubscriptionCurrent(facts.subscription, now)) return 'premium';
  if (facts.accountType !== 'trial') return facts.accountType;
  if (!facts.hasFreeTrial) return 'free';
  // Not approved yet: the trial has not started, so none of it is used up.
  if (!facts.approvedAt) return 'trial';
  const trialDays = facts.trialDays ?? defaultTrialDays;
  return trialDaysRemaining({ approvedAt: facts.approvedAt, trialDays, now }) > 0 ? 'trial' : 'free';
}
