import type { SettlementResponse, SubscriptionRecord } from '@hibi/contract';
import { addTokyoDays, defaultTrialDays, firstChargeAt, tokyoDate } from '@hibi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '~/components/load-state';
import { backToPlan, MypageScreen } from '~/components/mypage-screen';
import { useSettlement } from '~/features/billing/use-billing';
import { useFamily } from '~/features/family/use-family';
import { sessionAccount } from '~/features/session/session-state';
import { mypageMeta } from '~/lib/mypage-entry';
import { CardStep } from './card-step';
import { ConfirmStep } from './confirm-step';
import { DoneStep } from './done-step';
import { StepHeading, type SubscribeStep } from './step-heading';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/plan/subscribe/');

const titles = ['お支払いカードの登録', 'お申し込み内容の最終確認', 'お申し込み完了'] as const;

/** Subscribing: the card (skipped when one is on file), the final confirmation, done. */
export default function SubscribePage() {
  const account = sessionAccount.use();
  const family = useFamily();
  const settlement = useSettlement();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<SubscribeStep | null>(null);
  const [publishableKey, setPublishableKey] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<SubscriptionRecord | null>(null);
  if (!account) return null;
  const card = settlement.data ?? null;
  const step: SubscribeStep = chosen ?? (card ? 1 : 0);
  const { group, child } = family;
  // The server's own rule (decision 0021): a trial's remaining days stay free, once per child.
  const firstCharge = firstChargeAt(
    {
      type: account.user.subscriptionType,
      approvedAt: account.user.approvedAt ? new Date(account.user.approvedAt) : null,
      trialDays: group?.freeTrialDays ?? defaultTrialDays,
      spentFreeTrial: child?.spendFreeTrial ?? true,
    },
    new Date(),
  );
  const trialLastDay = firstCharge ? addTokyoDays(tokyoDate(firstCharge), -1) : null;

  const onCard = (next: SettlementResponse, key: string | null) => {
    client.setQueryData(['settlement', account.user.userId], next);
    setPublishableKey(key);
    setChosen(1);
  };
  const body = () => {
    if (family.isError) return <LoadFailed label="お申し込み内容" onRetry={family.retry} />;
    if (family.isPending || settlement.isPending || !group) return <Loading label="お申し込み内容" />;
    if (step === 2) return <DoneStep subscription={subscribed} />;
    if (account.user.subscriptionType === 'premium') return <AlreadyPremium />;
    if (step === 0 || !card) {
      return <CardStep onCard={onCard} onKeepCard={card ? () => setChosen(1) : undefined} />;
    }
    return (
      <ConfirmStep
        unitPrice={group.subscriptionUnitPrice}
        familyChildren={family.children}
        card={card.card}
        provider={card.provider}
        publishableKey={publishableKey}
        trialLastDay={trialLastDay}
        today={tokyoDate(new Date())}
        onUseAnotherCard={() => setChosen(0)}
        onDone={(subscription) => {
          setSubscribed(subscription);
          setChosen(2);
        }}
      />
    );
  };
  return (
    <MypageScreen path="/mypage/plan/subscribe/" back={backToPlan}>
      <StepHeading key={step} step={step} title={titles[step]} />
      {body()}
    </MypageScreen>
  );
}

/** Someone already subscribed (another tab, or a second visit): say so and lead back. */
function AlreadyPremium() {
  return (
    <div className="card mypage-card">
      <p>有料プランをご利用中です。お申し込みの手続きは必要ありません。</p>
      <Link className="button button-block" to="/mypage/plan/">
        ご利用プランを確認する
      </Link>
    </div>
  );
}
