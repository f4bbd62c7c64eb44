import { addTokyoDays, tokyoInstant } from '../time/tokyo.ts';
import { tokyoDate } from '../time/tokyo-date.ts';

/** Trial length when a facility sets none (specification §9's constant 14; DESIGN.md §3). */
export const defaultTrialDays = 14;

const dayMs = 86_400_000;

/** Whole calendar days (Asia/Tokyo) from one instant to a later one: 0 on the same day. */
export function tokyoDaysElapsed(from: Date, to: Date): number {
  // Noon of each Tokyo date: Japan has no daylight saving, so the difference is whole days.
  const start = tokyoInstant(tokyoDate(from), 12).getTime();
  const end = tokyoInstant(tokyoDate(to), 12).getTime();
  return Math.round((end - start) / dayMs);
}

/**
 * Days of trial left (specification §4): the trial length minus whole days elapsed since approval.
 * The approval day counts as the first day, so a 14-day trial approved on the 1st has 1 day left on
 * the 14th and none on the 15th. Never below 0, never above the length.
 */
export function trialDaysRemaining(input: { approvedAt: Date; trialDays: number; now: Date }): number {
  const elapsed = Math.max(0, tokyoDaysElapsed(input.approvedAt, input.now));
  return Math.min(input.trialDays, Math.max(0, input.trialDays - elapsed));
}

/** The last day of the trial, 'YYYY-MM-DD' (specification §9: start + trial days − 1 day). */
export function trialEndDate(approvedAt: Date, trialDays: number): string {
  return addTokyoDays(tokyoDate(approvedAt), trialDays - 1);
}

/** When the trial runs out: the Tokyo midnight after its last day, when a subscription is first charged. */
export function trialEndsAt(approvedAt: Date, trialDays: number): Date {
  return tokyoInstant(addTokyoDays(trialEndDate(approvedAt, trialDays), 1), 0);
}
