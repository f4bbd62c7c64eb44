import { ChevronRight, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '~/components/load-state';
import { MypageScreen } from '~/components/mypage-screen';
import { usePaymentHistory, useSettlement, useSubscriptions } from '~/features/billing/use-billing';
import { useFamily } from '~/features/family/use-family';
import { sessionAccount } from '~/features/session/session-state';
import { mypageMeta } from '~/lib/mypage-entry';
import { trialStatus } from '../plan-summary';
import { CardOnFile } from './card-on-file';
import { CurrentPlanCard } from './current-plan-card';
import { FamilyPriceLines } from './family-price-lines';
import { PlanActions } from './plan-actions';
import { subscriptionTrial } from './plan-dates';
import { PlanFeatures } from './plan-features';
import { planPriceLines } from './plan-price-lines';
import { SubscriptionFacts } from './subscription-facts';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/plan/');

/** The plan (§4, §9): name, trial, price, next charge, the card on file, start or leave, history. */
export default function PlanPage() {
  const account = sessionAccount.use();
  const family = useFamily();
  const subscriptions = useSubscriptions();
  const settlement = useSettlement();
  const history = usePaymentHistory();
  if (!account) return null;
  const type = account.user.subscriptionType;
  const now = new Date();
  // Only a premium plan is a subscription's; an ended or unpaid record says nothing of today.
  const record = type === 'premium' ? subscriptions.current : null;
  const trial = record
    ? subscriptionTrial(record, now)
    : type === 'trial'
      ? trialStatus(account.user.approvedAt, family.group, now)
      : null;
  const unitPrice = record?.unitPrice ?? family.group?.subscriptionUnitPrice;
  return (
    <MypageScreen path="/mypage/plan/">
      {family.isError ? (
        <LoadFailed label="ご利用プラン" onRetry={family.retry} />
      ) : family.isPending || subscriptions.isPending ? (
        <Loading label="ご利用プラン" />
      ) : (
        <>
          <CurrentPlanCard
            type={type}
            trial={trial}
            prices={
              unitPrice === undefined
                ? null
                : planPriceLines({
                    type,
                    trial,
                    unitPrice,
                    spentFreeTrial: family.child?.spendFreeTrial ?? false,
                    history: history.data ?? [],
                  })
            }
          >
            {unitPrice === undefined ? null : (
              <FamilyPriceLines family={family.children} unitPrice={unitPrice} />
            )}
            {record ? <SubscriptionFacts record={record} now={now} /> : null}
          </CurrentPlanCard>
          <PlanActions type={type} record={record} now={now} />
        </>
      )}
      {settlement.data || type === 'premium' ? <CardOnFile settlement={settlement.data ?? null} /> : null}
      <nav className="mypage-menu" aria-label="お支払い">
        <ul>
          <li>
            <Link to="/mypage/plan/history/">
              <ReceiptText className="mypage-menu-icon" aria-hidden="true" size={22} />
              <span className="mypage-menu-label">お支払い履歴・領収書</span>
              <ChevronRight className="mypage-menu-chevron" aria-hidden="true" size={20} />
            </Link>
          </li>
        </ul>
      </nav>
      <PlanFeatures type={type} />
    </MypageScreen>
  );
}
