import type { SubscriptionType } from '@hibi/domain';
import { Info } from 'lucide-react';

/**
 * Card payment and subscribing come with their own issue: until then a plain note says so,
 * rather than a button that leads nowhere or a form that takes nothing.
 */
export function PaymentNote({ type }: { type: SubscriptionType }) {
  const soon =
    type === 'premium' ? 'お支払い方法の確認や変更' : 'オンラインでのお支払い登録と有料プランへのお申し込み';
  return (
    <aside className="mypage-info" aria-label="お支払いについて">
      <Info aria-hidden="true" size={20} />
      <p>{soon}は、ただいま準備中です。準備が整いしだい、この画面からお手続きいただけるようになります。</p>
    </aside>
  );
}
