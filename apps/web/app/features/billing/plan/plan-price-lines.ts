import { type PriceLine, planPriceText, type SubscriptionType, trialPriceLines } from '@hibi/domain';
import type { TrialStatus } from '../plan-summary';

/**
 * The price facts of the plan card: while a free trial runs (the account's, or the one a
 * subscription began with), the trial until its last day and the price after it (issue 44); else
 * the monthly price, specification §9's rules.
 */
export function planPriceLines(facts: {
  type: SubscriptionType;
  trial: TrialStatus | null;
  unitPrice: number;
  spentFreeTrial: boolean;
  history: readonly { amount: number }[];
}): PriceLine[] {
  const { trial, unitPrice } = facts;
  if (trial && trial.daysLeft > 0)
    return trialPriceLines({ lastDate: trial.lastDate, unitPrice, subscribed: facts.type === 'premium' });
  return [{ term: facts.type === 'premium' ? '月額料金' : '有料プラン', text: planPriceText(facts) }];
}
