import { addTokyoDays, tokyoInstant } from '../time/tokyo.ts';

/** A leaving child's photos, references and face data go this many days after its leaving day (DESIGN.md §9). */
export const FORGET_AFTER_DAYS = 30;
/** How far ahead staff may set a leaving day: a school year, so a March graduation is set in April. */
export const LEAVING_DAYS_AHEAD = 366;

export type LeavingReason = 'withdrawal' | 'graduation';
export const leavingReasonNames: Record<LeavingReason, string> = { withdrawal: '退園', graduation: '卒園' };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The Tokyo day the child's data are deleted: FORGET_AFTER_DAYS after its leaving day. */
export function forgetsOn(leavesOn: string): string {
  return addTokyoDays(leavesOn, FORGET_AFTER_DAYS);
}

/**
 * The leaving days whose 30 days are over on `today`: a child leaving on or before the answer is
 * forgotten today.
 */
export function forgettableLeavingDay(today: string): string {
  return addTokyoDays(today, -FORGET_AFTER_DAYS);
}

/** Why `leavesOn` cannot be a leaving day set on `today` (Japanese, for staff); null when it can. */
export function leavingDayProblem(leavesOn: string, today: string): string | null {
  if (!isoDate.test(leavesOn) || addTokyoDays(leavesOn, 0) !== leavesOn)
    return '退園日: 正しい日付を入力してください。';
  if (leavesOn < today) return '退園日: 今日以降の日付を選んでください。';
  if (leavesOn > addTokyoDays(today, LEAVING_DAYS_AHEAD)) return '退園日: 1年以内の日付を選んでください。';
  return null;
}

/** A leaving may be undone only before its day: from it the child is no longer matched. */
export function mayUndoLeaving(leavesOn: string, today: string): boolean {
  return today < leavesOn;
}

/** Whether a month 'YYYY-MM' is well formed (months 01 to 12). */
export function isMonth(month: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
}

/** The instants a Tokyo calendar month runs between: [from, to). */
export function tokyoMonthRange(month: string): { from: Date; to: Date } {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const next = mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, '0')}`;
  return { from: tokyoInstant(`${month}-01`), to: tokyoInstant(`${next}-01`) };
}

/** A Tokyo date as written in Japanese: 2027年3月31日. */
export function japaneseDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${year}年${month}月${day}日`;
}
