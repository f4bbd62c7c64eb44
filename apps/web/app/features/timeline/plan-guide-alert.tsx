import { X } from 'lucide-react';
import { Link } from 'react-router';
import { storedPlanGuideDismissed } from '~/features/session/client-storage';
import { useRememberedDismissal } from './use-remembered-dismissal';

/**
 * The free-and-paid-plan guide of §2: closable, and it stays closed (client storage, §3). Two
 * short lines, so that a phone's first screen still shows the day's photos below it.
 */
export function PlanGuideAlert({ priceText }: { priceText: string | null }) {
  const { dismissed, dismiss } = useRememberedDismissal(storedPlanGuideDismissed);
  if (dismissed) return null;
  return (
    <aside className="plan-guide" aria-labelledby="plan-guide-title">
      <h2 id="plan-guide-title">無料プランと有料プランのちがい</h2>
      <p>
        無料プランは直近7日間の写真だけ。有料プラン{priceText ? `・${priceText}` : ''}
        なら、これまでのすべての写真と毎週のフォトムービー。
        <Link to="/mypage/plan/">くわしく</Link>
      </p>
      <button
        className="icon-button plan-guide-close"
        type="button"
        onClick={dismiss}
        aria-label="プランのご案内を閉じる"
      >
        <X aria-hidden="true" size={18} />
      </button>
    </aside>
  );
}
