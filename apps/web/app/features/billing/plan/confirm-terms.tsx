import type { CardSummary } from '@hibi/contract';
import { familyPriceLines, type PricedChild, priceText } from '@hibi/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FactList } from '~/components/fact-list';
import { cardLabel } from './card-text';
import { FamilyPriceLines } from './family-price-lines';
import { paymentSchedule, serviceStart } from './payment-schedule';

export interface ConfirmTermsProps {
  unitPrice: number;
  /** The family's children: the amount shows each one's line when there are several (decision 0044). */
  familyChildren: readonly PricedChild[];
  card: CardSummary;
  /** The trial's last day, 'YYYY-MM-DD', when the subscription starts with one. */
  trialLastDay: string | null;
  /** The Tokyo date today, 'YYYY-MM-DD'. */
  today: string;
}

/**
 * The final confirmation screen's terms that 特定商取引法 (2022 amendment) requires before a
 * subscription: what, how much, when paid, how, from when, for how long, and how to cancel.
 */
export function ConfirmTerms({ unitPrice, familyChildren, card, trialLastDay, today }: ConfirmTermsProps) {
  const { total } = familyPriceLines(familyChildren, unitPrice);
  const rows: [string, ReactNode][] = [
    ['商品', 'ひびフォト 有料プラン'],
    [
      '金額',
      <>
        {priceText(total)}
        <FamilyPriceLines family={familyChildren} unitPrice={unitPrice} />
      </>,
    ],
    ['お支払い時期', paymentSchedule(trialLastDay, today).map((line) => <span key={line}>{line}</span>)],
    ['支払方法', `クレジットカード（${cardLabel(card)}）`],
    ['提供開始時期', serviceStart(trialLastDay !== null)],
    ['契約期間', '1か月ごとの自動更新（解約のお手続きまで続きます）'],
    [
      '解約方法',
      'マイページ > ご利用プラン > 解約 からいつでもお手続きいただけます。解約はお支払い済みの期間の終わりに適用され、日割りでの返金はありません。',
    ],
  ];
  return (
    <section aria-labelledby="confirm-terms-title">
      <h3 className="visually-hidden" id="confirm-terms-title">
        お申し込み内容
      </h3>
      <FactList rows={rows} className="plan-terms" />
      <p className="mypage-muted">
        販売事業者・お問い合わせ先などは<Link to="/tokushoho/">特定商取引法に基づく表記</Link>をご覧ください。
      </p>
    </section>
  );
}
