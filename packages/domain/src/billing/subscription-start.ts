import type { SubscriptionType } from './subscription-type.ts';
import { trialDaysRemaining, trialEndsAt } from './trial.ts';

export type SubscriptionStartFacts = {
  /** The plan the guardian has now (effectiveSubscriptionType). */
  type: SubscriptionType;
  approvedAt: Date | null;
  trialDays: number;
  /** The primary child's trial was already used by an earlier subscription. */
  spentFreeTrial: boolean;
};

/**
 * When a new subscription is first charged (decision 0021): a guardian who subscribes during
 * the free trial keeps its remaining days free and pays from the day after it ends; anyone else
 * pays today (null). A child's trial is spent once, so leaving and coming back starts paid.
 */
export function firstChargeAt(facts: SubscriptionStartFacts, now: Date): Date | null {
  if (facts.type !== 'trial' || facts.spentFreeTrial || !facts.approvedAt) return null;
  if (trialDaysRemaining({ approvedAt: facts.approvedAt, trialDays: facts.trialDays, now }) <= 0) return null;
  return trialEndsAt(facts.approvedAt, facts.trialDays);
}
