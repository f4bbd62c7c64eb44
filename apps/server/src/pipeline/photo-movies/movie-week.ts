import { addTokyoDays, tokyoInstant, tokyoWeek } from '@hibi/domain';

/** Sunday 21:00 Tokyo: the week's movie is published after that day's photos have arrived. */
export const PUBLISH_HOUR = 21;

/** The cron of the weekly run: Sundays at PUBLISH_HOUR, Asia/Tokyo. */
export const weeklyMovieCron = `0 ${PUBLISH_HOUR} * * 0`;

/**
 * The week (Monday–Sunday, Tokyo) whose movies are due at `now`: this week from its Sunday at
 * PUBLISH_HOUR, the week before until then. A late or repeated run finds the same week.
 */
export function weekToPublish(now: Date): { dateFrom: string; dateTo: string } {
  const week = tokyoWeek(now);
  if (now >= tokyoInstant(week.dateTo, PUBLISH_HOUR)) return week;
  const dateFrom = addTokyoDays(week.dateFrom, -7);
  return { dateFrom, dateTo: addTokyoDays(dateFrom, 6) };
}
