import { Info } from 'lucide-react';

/**
 * Card payment and subscribing come with their own issue: until then a plain note says so,
 * rather than a button that leads nowhere or a form that takes nothing.
 */
export function PaymentNote() {
  return (
    <aside className="mypage-info" aria-label="お支払いについて">
      <Info aria-hidden="true" size={20} />
      <p>
        オンラインでのお支払い登録は、ただいま準備中です。準備が整いしだい、この画面から有料プランにお申し込みいただけるようになります。
      </p>
    </aside>
  );
}
