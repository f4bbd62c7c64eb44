import type { SubscriptionRecord } from '@hibi/contract';
import { displayDate, tokyoDate } from '@hibi/domain';
import { Link } from 'react-router';

/** Step 3: subscribed; the first charge date again for a trial, and the way back to the photos. */
export function DoneStep({ subscription }: { subscription: SubscriptionRecord | null }) {
  const trialEndsAt = subscription?.trialEndsAt;
  const firstCharge = trialEndsAt ? displayDate(tokyoDate(new Date(trialEndsAt))) : null;
  return (
    <div className="card mypage-card plan-done">
      <p className="plan-done-message" role="status">
        有料プランへのお申し込みが完了しました
      </p>
      <p className="mypage-muted">
        {firstCharge
          ? `無料体験が終わる翌日（${firstCharge}）に初回のお支払いがあります。それまでのお支払いはありません。`
          : 'これまでのすべての写真・動画と、毎週のフォトムービーをお楽しみいただけます。'}
      </p>
      <div className="plan-done-actions">
        <Link className="button button-primary button-block" to="/timeline/">
          タイムラインを見る
        </Link>
        <Link className="button button-block" to="/mypage/plan/">
          ご利用プランを確認する
        </Link>
      </div>
    </div>
  );
}
