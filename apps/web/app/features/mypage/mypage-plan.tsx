import { sessionAccount } from '~/features/session/session-state';
import { CurrentPlanCard } from './current-plan-card';
import { LoadFailed, Loading } from './load-state';
import { mypageMeta } from './mypage-entry';
import { MypageScreen } from './mypage-screen';
import { PaymentNote } from './payment-note';
import { PlanFeatures } from './plan-features';
import { trialStatus } from './plan-summary';
import { useFamily } from './use-family';

export { clientLoader, HydrateFallback } from '~/features/session/approved-page';
export const meta = mypageMeta('/mypage/plan/');

/** The plan (§4, §9): its name, a trial's days left and last day, the price, what it includes. */
export default function MyPagePlan() {
  const account = sessionAccount.use();
  const family = useFamily();
  if (!account) return null;
  const type = account.user.subscriptionType;
  return (
    <MypageScreen path="/mypage/plan/">
      {family.isError ? (
        <LoadFailed label="ご利用プラン" onRetry={family.retry} />
      ) : family.isPending ? (
        <Loading label="ご利用プラン" />
      ) : (
        <CurrentPlanCard
          type={type}
          trial={trialStatus(account.user.approvedAt, family.group, new Date())}
          group={family.group}
        />
      )}
      <PlanFeatures type={type} />
      <PaymentNote type={type} />
    </MypageScreen>
  );
}
