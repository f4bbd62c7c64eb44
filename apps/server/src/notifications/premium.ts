import type { SubscriptionStatus } from '@hibi/db';

export type PremiumFacts = {
  /** guardians.subscription_type */
  accountType: 'free' | 'trial' | 'premium';
  /** The guardian's latest subscription record, the current one (specification §3). */
  subscription: { status: SubscriptionStatus; endedAt: Date | null } | null;
};

/**
 * Whether paid-only notifications go to this guardian (DESIGN.md §3): while a subscription is
 * current (paid up, being retried, or canceled with paid time left), or the account itself is premium.
 * The one place of this rule here, to be replaced by the shared plan rule of @hibi/domain.
 */
export function isPremium(facts: PremiumFacts, now: Date): boolean {
  if (facts.accountType === 'premium') return true;
  const current = facts.subscription;
  if (!current) return false;
  if (current.status === 'active' || current.status === 'past_due') return true;
  return current.status === 'canceled' && current.endedAt !== null && current.endedAt > now;
}
