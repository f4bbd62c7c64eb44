import type { GroupResponse } from '@hibi/contract';
import { priceText, type SubscriptionType } from '@hibi/domain';
import { planNames, type TrialStatus } from './plan-summary';

interface CurrentPlanCardProps {
  type: SubscriptionType;
  trial: TrialStatus | null;
  group: GroupResponse | null;
}

/** The plan the guardian has now; for a trial, the days left and its last day first. */
export function CurrentPlanCard({ type, trial, group }: CurrentPlanCardProps) {
  const price = group ? priceText(group.subscriptionUnitPrice) : null;
  return (
    <section className={`card mypage-card plan-current plan-current-${type}`} aria-labelledby="plan-now">
      <h2 className="plan-current-heading" id="plan-now">
        現在のプラン
      </h2>
      <p className="plan-current-name">{planNames[type]}</p>
      {type === 'trial' && trial ? (
        <div className="plan-trial">
          <p className="plan-trial-days">
            残り<strong>{trial.daysLeft}</strong>日
          </p>
          <p className="plan-trial-end">無料体験の最終日：{trial.lastDay}</p>
        </div>
      ) : null}
      {price ? (
        <dl className="mypage-facts plan-price">
          <div>
            <dt>{type === 'premium' ? '月額料金' : '有料プラン'}</dt>
            <dd>{price}</dd>
          </div>
        </dl>
      ) : null}
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
