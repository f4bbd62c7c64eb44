import { trialDaysRemaining, trialEndDate } from '@hibi/domain';
import type { TrialFacts } from './plan-guide-alert';

/** The trial's days left and last day (specification §4), null once it has run out. */
export function trialFacts(approvedAt: string, trialDays: number, now: Date): TrialFacts | null {
  const input = { approvedAt: new Date(approvedAt), trialDays, now };
  const daysLeft = trialDaysRemaining(input);
  return daysLeft > 0 ? { daysLeft, lastDay: trialEndDate(input.approvedAt, trialDays) } : null;
}
