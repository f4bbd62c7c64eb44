import type { SettlementResponse } from '@hibi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { backToPlan, MypageScreen } from '~/components/mypage-screen';
import { CardSetup } from '~/features/billing/card-setup';
import { useSettlement } from '~/features/billing/use-billing';
import { sessionAccount } from '~/features/session/session-state';
import { mypageMeta } from '~/lib/mypage-entry';
import { showToast } from '~/lib/toast';
import { cardLabel } from './card-text';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/plan/card/');

/** A new card for the plan's charges (setup, then validate); the old one is no longer used. */
export default function ChangeCardPage() {
  const userId = sessionAccount.use()?.user.userId;
  const current = useSettlement().data;
  const client = useQueryClient();
  const navigate = useNavigate();
  const onCard = (settlement: SettlementResponse) => {
    client.setQueryData(['settlement', userId], settlement);
    showToast(
      settlement
        ? `お支払いカードを ${cardLabel(settlement.card)} に変更しました。`
        : 'お支払いカードを変更しました。',
      'success',
    );
    navigate('/mypage/plan/', { replace: true });
  };
  return (
    <MypageScreen
      path="/mypage/plan/card/"
      back={backToPlan}
      lead={
        current
          ? `現在のカード：${cardLabel(current.card)}。新しいカードを登録すると、次回以降のお支払いは新しいカードで行われます。`
          : '有料プランのお支払いに使うカードを登録します。'
      }
    >
      <div className="card mypage-card mypage-form-card">
        <CardSetup submitLabel="このカードに変更する" onCard={onCard} />
      </div>
    </MypageScreen>
  );
}
