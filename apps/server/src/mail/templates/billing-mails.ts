import { displayDate, priceText, tokyoDate } from '@hibi/domain';
import type { MailMessage } from '../mailer.ts';
import { type GuardianMailTarget, guardianMail } from './layout.ts';

const day = (instant: Date) => displayDate(tokyoDate(instant));
const planLink = (target: GuardianMailTarget) => `${target.publicUrl}/mypage/plan/`;

/** The paid plan has started: what it costs, when it is charged, how to leave. */
export function subscriptionStartedMail(
  target: GuardianMailTarget,
  plan: { unitPrice: number; trialEndsAt: Date | null; nextChargeAt: Date },
): MailMessage {
  const charge = plan.trialEndsAt
    ? `無料体験は${day(new Date(plan.trialEndsAt.getTime() - 1))}までです。${day(plan.nextChargeAt)}に初回のお支払いが発生し、以後1か月ごとに自動で更新されます。`
    : `本日初回のお支払いが完了しました。次回は${day(plan.nextChargeAt)}に自動で更新されます。`;
  return guardianMail(target, '【ひびフォト】有料プランのお申し込みが完了しました', [
    'ひびフォト有料プランへのお申し込みを受け付けました。',
    `料金: ${priceText(plan.unitPrice)}`,
    charge,
    '',
    'これまでのすべての写真・動画と毎週のフォトムービーをお楽しみいただけます。',
    '解約はマイページの「ご利用プラン」からいつでもお手続きいただけます。',
    planLink(target),
  ]);
}

/** A month was paid: the receipt's facts, and where the receipt itself is. */
export function paymentReceiptMail(
  target: GuardianMailTarget,
  payment: { amount: number; periodStart: Date; periodEnd: Date },
): MailMessage {
  const lastDay = new Date(payment.periodEnd.getTime() - 1);
  return guardianMail(target, '【ひびフォト】お支払いが完了しました', [
    '有料プランのお支払いが完了しました。',
    `金額: ${payment.amount.toLocaleString('ja-JP')}円（税込）`,
    `ご利用期間: ${day(payment.periodStart)} 〜 ${day(lastDay)}`,
    '',
    '領収書はマイページの「お支払い履歴」からご覧いただけます。',
    `${target.publicUrl}/mypage/plan/history/`,
  ]);
}

/** A renewal failed: premium stays during the grace period; what to do before it ends. */
export function paymentFailedMail(target: GuardianMailTarget, graceEndsAt: Date): MailMessage {
  return guardianMail(target, '【ひびフォト】お支払いができませんでした', [
    '登録されているカードで有料プランの更新料金をお支払いできませんでした。',
    `${day(graceEndsAt)}までは引き続き有料プランをご利用いただけます。それまでにお支払いが確認できない場合、無料プラン（直近7日間の写真・動画のみ）に切り替わります。`,
    '',
    'お手数ですが、マイページの「ご利用プラン」からカード情報をご確認・ご変更ください。',
    planLink(target),
  ]);
}

/** The guardian left: the plan runs until the paid month ends, then becomes free. */
export function subscriptionCanceledMail(target: GuardianMailTarget, endsAt: Date): MailMessage {
  return guardianMail(target, '【ひびフォト】有料プランの解約を受け付けました', [
    '有料プランの解約を受け付けました。',
    `${day(new Date(endsAt.getTime() - 1))}までは、これまでどおりすべての写真・動画とフォトムービーをご覧いただけます。その後は無料プラン（直近7日間の写真・動画のみ）に切り替わり、料金は発生しません。`,
    '',
    '解約の取り消しや再度のお申し込みは、マイページの「ご利用プラン」から行えます。',
    planLink(target),
  ]);
}
