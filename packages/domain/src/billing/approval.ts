import type { SubscriptionType } from './subscription-type.ts';

/** A facility's free-trial offer (specification §3: groups). */
export type TrialOffer = { hasFreeTrial: boolean; freeTrialDays: number };

/**
 * The plan an account gets when its request is approved (DESIGN.md §3): a free account starts its
 * free trial, a paying one keeps its plan. `trialDays` is what the approval mail announces: the
 * facility's trial length, or null when no trial starts or the facility offers none.
 */
export function planAtApproval(
  accountType: SubscriptionType,
  offer: TrialOffer | undefined,
): { accountType: SubscriptionType; trialDays: number | null } {
  if (accountType !== 'free') return { accountType, trialDays: null };
  return { accountType: 'trial', trialDays: offer?.hasFreeTrial ? offer.freeTrialDays : null };
}
