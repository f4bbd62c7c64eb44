import type { SubscriptionType } from '@hibi/domain';
import { Check, Minus } from 'lucide-react';
import { featuresPlanOf, planFeatures } from '../plan-summary';

const cards = [
  { plan: 'free', name: '無料プラン' },
  { plan: 'premium', name: '有料プラン' },
] as const;

/** What each plan includes (DESIGN §3), the guardian's own marked ご利用中. */
export function PlanFeatures({ type }: { type: SubscriptionType }) {
  const current = featuresPlanOf(type);
  return (
    <section className="plan-compare" aria-labelledby="plan-compare">
      <h2 className="mypage-section-title" id="plan-compare">
        プランでできること
      </h2>
      <div className="plan-compare-cards">
        {cards.map(({ plan, name }) => (
          <section
            key={plan}
            className={plan === current ? 'plan-option is-current' : 'plan-option'}
            aria-label={name}
          >
            <h3 className="plan-option-name">
              {name}
              {plan === current ? (
                <span className="plan-badge">{type === 'trial' ? '無料体験中' : 'ご利用中'}</span>
              ) : null}
            </h3>
            <ul className="plan-option-list">
              {planFeatures[plan].map(({ text, included }) => (
                <li key={text} className={included ? 'is-included' : 'is-excluded'}>
                  {included ? <Check aria-hidden="true" size={18} /> : <Minus aria-hidden="true" size={18} />}
                  <span>
                    {included ? null : <span className="visually-hidden">含まれません：</span>}
                    {text}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {type === 'trial' ? (
        <p className="mypage-muted">
          フォトムービー公開のお知らせメールは、有料プランをご利用の方にお送りしています。
        </p>
      ) : null}
    </section>
  );
}
