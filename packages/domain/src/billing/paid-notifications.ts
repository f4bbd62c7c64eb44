import { isSubscriptionCurrent, type SubscriptionFacts, type SubscriptionType } from './subscription-type.ts';

export type PaidNotificationFacts = {
  /** guardians.subscription_type */
  accountType: SubscriptionType;
  /** The guardian's latest subscription record, the current one (specification §3). */
  subscription: SubscriptionFacts | null;
};

/**
 * Whether paid-only notifications go to this guardian (DESIGN.md §3): while a subscription is
 * current (paid up, being retried, or canceled with paid time left), or the account itself is premium.
 */
export function receivesPaidNotifications(facts: PaidNotificationFacts, now: Date): boolean {
  return facts.accountType === 'premium' || isSubscriptionCurrent(facts.subscription, now);
}
