import type { PriceLine, SubscriptionType } from '@hibi/domain';
import type { ReactNode } from 'react';
import { planNames, type TrialStatus } from '../plan-summary';

interface CurrentPlanCardProps {
  type: SubscriptionType;
  /** The account's trial, or the trial a subscription began with. */
  trial: TrialStatus | null;
  /** The price facts (plan-price-lines): the monthly price, or during a trial the trial and the price after. */
  prices: readonly PriceLine[] | null;
  /** More facts of a subscription (next charge, the end after leaving). */
  children?: ReactNode;
}

/** The plan the guardian has now; for a trial, the days left and its last day first. */
export function CurrentPlanCard({ type, trial, prices, children }: CurrentPlanCardProps) {
  return (
    <section className={`card mypage-card plan-current plan-current-${type}`} aria-labelledby="plan-now">
      <h2 className="plan-current-heading" id="plan-now">
        現在のプラン
      </h2>
      <p className="plan-current-name">{planNames[type]}</p>
      {trial ? (
        <div className="plan-trial">
          <p className="plan-trial-days">
            {type === 'premium' ? '無料体験 ' : null}残り<strong>{trial.daysLeft}</strong>日
          </p>
          <p className="plan-trial-end">無料体験の最終日：{trial.lastDay}</p>
        </div>
      ) : null}
      {prices ? (
        <dl className="mypage-facts plan-price">
          {prices.map((line) => (
            <div key={line.term}>
              <dt>{line.term}</dt>
              <dd>
                {line.text}
                {line.until ? <span className="plan-price-until">{line.until}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
      <p className="mypage-muted">{planMessage[type]}</p>
    </section>
  );
}

const planMessage: Record<SubscriptionType, string> = {
  trial:
    '無料体験中は、有料プランと同じように、すべての写真・動画とフォトムービーをご覧いただけます。体験期間が終わると、無料プランに切り替わります。',
  premium: 'すべての写真・動画と、毎週のフォトムービーをお楽しみいただけます。',
  free: '直近7日間の写真・動画をご覧いただけます。有料プランでは、これまでのすべての写真とフォトムービーをお楽しみいただけます。',
};
