import { addTokyoDays, tokyoInstant } from '../time/tokyo.ts';
import { tokyoDate } from '../time/tokyo-date.ts';
import type { SubscriptionType } from './subscription-type.ts';

/** The restricted recent view covers today and the 6 days before it (Asia/Tokyo, DESIGN.md §3). */
export const recentViewDays = 7;

export type TimelineMode = 'recent' | 'all';

/**
 * Specification §4: trial mode (the recent view) applies when the type is trial and the guardian
 * has not chosen 'more', or when the type is free. Anyone may still ask for the recent view.
 */
export function timelineMode(
  type: SubscriptionType,
  choice: { choseMore: boolean; askedRecent: boolean },
): TimelineMode {
  if (type === 'free') return 'recent';
  if (type === 'trial' && !choice.choseMore) return 'recent';
  return choice.askedRecent ? 'recent' : 'all';
}

/** The first instant of the recent view: midnight in Tokyo, 6 calendar days before today. */
export function recentViewStart(now: Date): Date {
  return tokyoInstant(addTokyoDays(tokyoDate(now), -(recentViewDays - 1)));
}

/** Photo movies are for trial and paid members (specification §6, DESIGN.md §3). */
export function photoMoviesAllowed(type: SubscriptionType): boolean {
  return type !== 'free';
}
