import type { SettlementResponse } from '@hibi/contract';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { MypageCard } from '~/components/mypage-card';
import { cardExpiry, cardLabel } from './card-text';

/** The card on file (brand, last four, expiry) and the way to change it. */
export function CardOnFile({ settlement }: { settlement: SettlementResponse }) {
  return (
    <MypageCard id="plan-card" icon={CreditCard} title="お支払い方法" className="plan-card-on-file">
      {settlement ? (
        <dl className="mypage-facts">
          <div>
            <dt>クレジットカード</dt>
            <dd className="plan-card-label">{cardLabel(settlement.card)}</dd>
          </div>
          <div>
            <dt>有効期限</dt>
            <dd>{cardExpiry(settlement.card)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mypage-muted">カードは登録されていません。</p>
      )}
      {settlement ? (
        <Link className="button button-block plan-card-change" to="/mypage/plan/card/">
          カードを変更
        </Link>
      ) : null}
    </MypageCard>
  );
}
