import { Link } from 'react-router';
import { CloseButton } from '~/components/icon-button';

export type TrialFacts = { daysLeft: number; lastDay: string };

interface PlanGuideAlertProps {
  priceText: string | null;
  /** Set while the family's free trial runs: what it offers, and until when ('loading': not yet known). */
  trial: TrialFacts | 'loading' | null;
  onDismiss: () => void;
}

/** 「12月15日」 of a Tokyo date 'YYYY-MM-DD'. */
const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/**
 * The free-and-paid-plan guide of §2: closable (the caller keeps it closed, §3). Two short lines,
 * so that a phone's first screen still shows the day's photos below it. During the trial it says
 * what the trial is, with its days left, rather than what the free plan lacks.
 */
export function PlanGuideAlert({ priceText, trial, onDismiss }: PlanGuideAlertProps) {
  const price = priceText ? `（${priceText}）` : '';
  return (
    <aside className="plan-guide" aria-labelledby="plan-guide-title">
      {trial ? (
        <>
          <h2 id="plan-guide-title">無料体験中{trial === 'loading' ? '' : `・あと${trial.daysLeft}日`}</h2>
          <p>
            {`${trial === 'loading' ? '期間中は' : `${monthDay(trial.lastDay)}まで、`}これまでのすべての写真と毎週のフォトムービーをお試しいただけます。続けるには有料プラン${price}へ。`}
            <Link to="/mypage/plan/">くわしく</Link>
          </p>
        </>
      ) : (
        <>
          <h2 id="plan-guide-title">無料プランと有料プランのちがい</h2>
          <p>
            無料プランは直近7日間の写真だけ。有料プラン{priceText ? `・${priceText}` : ''}
            なら、これまでのすべての写真と毎週のフォトムービー。
            <Link to="/mypage/plan/">くわしく</Link>
          </p>
        </>
      )}
      <CloseButton className="plan-guide-close" label="プランのご案内を閉じる" onClose={onDismiss} />
    </aside>
  );
}
