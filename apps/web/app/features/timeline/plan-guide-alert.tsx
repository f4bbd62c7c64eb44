import { X } from 'lucide-react';
import { Link } from 'react-router';
import { storedPlanGuideDismissed } from '~/features/session/client-storage';
import { useRememberedDismissal } from './use-remembered-dismissal';

/** The free-and-paid-plan guide of §2: closable, and it stays closed (client storage, §3). */
export function PlanGuideAlert({ priceText }: { priceText: string | null }) {
  const { dismissed, dismiss } = useRememberedDismissal(storedPlanGuideDismissed);
  if (dismissed) return null;
  return (
    <aside className="plan-guide" aria-labelledby="plan-guide-title">
      <h2 id="plan-guide-title">無料プランと有料プランのちがい</h2>
      <ul>
        <li>
          <strong>無料プラン</strong>：直近7日間の写真と動画を見られます。
        </li>
        <li>
          <strong>有料プラン{priceText ? `・${priceText}` : ''}</strong>
          ：これまでのすべての写真と動画、毎週のフォトムービー、まとめての保存。
        </li>
      </ul>
      <Link to="/mypage/plan/">プランをくわしく見る</Link>
      <button
        className="icon-button plan-guide-close"
        type="button"
        onClick={dismiss}
        aria-label="プランのご案内を閉じる"
      >
        <X aria-hidden="true" size={20} />
      </button>
    </aside>
  );
}
