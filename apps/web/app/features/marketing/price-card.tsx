import { Check } from 'lucide-react';
import { IconList } from '~/components/icon-list';
import { MONTHLY_PRICE_TEXT, STANDARD_TRIAL_DAYS } from '~/lib/service-facts';

const included = [
  'わが子が写った写真が毎日届く',
  '1週間ごとのフォトムービー',
  '写真と動画のダウンロード',
  '新しい写真のお知らせメール',
];

/** The guardian plan at a glance (specification §9 price format), shared by / and /parents/. */
export function PriceCard() {
  return (
    <div className="price-card card">
      <p className="price-plan">ひびフォト 月額プラン</p>
      <p className="price-amount">{MONTHLY_PRICE_TEXT}</p>
      <p className="price-trial">
        はじめての方は<strong>{STANDARD_TRIAL_DAYS}日間の無料体験</strong>つき
      </p>
      <IconList items={included} icon={Check} iconSize={20} className="check-list" />
      <p className="price-note">
        無料体験が終わっても、自動でお支払いが始まることはありません。続けるときはマイページからお申し込みください。お申し込みがない場合は、直近7日間の写真を見られる無料プランになります。
      </p>
    </div>
  );
}

/** The price and the trial in one line under a page heading; the two halves wrap as units. */
export function PriceBadge() {
  return (
    <p className="price-badge">
      <span>{MONTHLY_PRICE_TEXT}</span>
      <span>はじめての方は{STANDARD_TRIAL_DAYS}日間無料</span>
    </p>
  );
}
