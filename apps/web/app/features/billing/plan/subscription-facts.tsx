import type { SubscriptionRecord } from '@hibi/contract';
import { nextBillingDate, paidUntil } from './plan-dates';

/** A subscription's next charge, or after leaving, the last day of the paid plan. */
export function SubscriptionFacts({ record, now }: { record: SubscriptionRecord; now: Date }) {
  if (record.status === 'canceled') {
    return (
      <p className="plan-leaving" role="status">
        解約のお手続きが済んでいます。
        <strong>{paidUntil(record, now)} まで有料プランをご利用いただけます</strong>
        。その後は無料プランに切り替わり、以降のお支払いは発生しません。
      </p>
    );
  }
  if (record.status === 'past_due') {
    return (
      <p className="plan-leaving plan-past-due" role="alert">
        月額料金のお支払いができませんでした。ご登録のカードをご確認いただくか、「カードを変更」から別のカードをご登録ください。それまでの間も有料プランをご利用いただけます。
      </p>
    );
  }
  const next = nextBillingDate(record, now);
  if (!next) return null;
  return (
    <dl className="mypage-facts plan-next">
      <div>
        <dt>次回のお支払い日</dt>
        <dd className="plan-next-date">{next}</dd>
      </div>
    </dl>
  );
}
