import { addTokyoDays, displayDate } from '@hibi/domain';

/**
 * お支払い時期 on the final confirmation screen (特定商取引法, 2022): when the first charge falls
 * and how it recurs. `trialLastDay` is the trial's last day ('YYYY-MM-DD') when the subscription
 * starts with one, `today` the Tokyo date of the application.
 */
export function paymentSchedule(trialLastDay: string | null, today: string): string[] {
  const firstCharge = trialLastDay ? addTokyoDays(trialLastDay, 1) : today;
  const day = Number(firstCharge.slice(8, 10));
  const monthly = `以降は毎月${day}日に自動で決済${day > 28 ? '（その日がない月は月末）' : ''}`;
  const first = trialLastDay
    ? `無料体験終了日 ${displayDate(trialLastDay)} の翌日（${displayDate(firstCharge)}）に初回決済`
    : `お申し込み日（本日 ${displayDate(today)}）に初回決済`;
  return [first, monthly];
}

/** 提供開始時期: a trial family keeps everything it has; otherwise all opens at once. */
export function serviceStart(withTrial: boolean): string {
  return withTrial
    ? 'お申し込み後すぐ（無料体験中と同じく、すべての写真・動画とフォトムービーを引き続きご覧いただけます）'
    : 'お申し込み後すぐ（決済が完了しだい、すべての写真・動画とフォトムービーをご覧いただけます）';
}
