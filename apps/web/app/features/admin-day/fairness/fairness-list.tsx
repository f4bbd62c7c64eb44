import type { FairnessChild, FairnessStanding } from '@hibi/contract';
import { Link } from 'react-router';

const standingLabel: Record<FairnessStanding, string> = {
  none: 'まだありません',
  few: '少なめ',
  enough: '',
};

/** The children fewest first; those with none or few are marked and counted above the list. */
export function FairnessList({ rows }: { rows: FairnessChild[] }) {
  if (rows.length === 0) return <p className="admin-state">この条件で承認済みのお子さまはいません。</p>;
  const behind = rows.filter((child) => child.standing !== 'enough').length;
  const most = Math.max(1, ...rows.map((child) => child.delivered));
  return (
    <>
      <p className="fairness-summary" role="status">
        {behind > 0 ? `写真が少ないお子さま: ${behind}人` : 'すべてのお子さまに写真が届いています。'}
      </p>
      <ol className="fairness-list">
        {rows.map((child) => (
          <li key={child.childId} className={`fairness-row fairness-${child.standing}`}>
            <span className="fairness-name">
              {/* The family page holds the child's 掲載NG and who shares the child. */}
              <Link to={`/admin/families/${encodeURIComponent(child.familyId)}/#child-${child.childId}`}>
                {child.childName}
              </Link>
              <span className="admin-sub">
                {child.className ?? 'クラス未設定'}
                {child.faceProtected ? '・掲載NG' : ''}
              </span>
            </span>
            <span className="fairness-bar" aria-hidden="true">
              <span style={{ width: `${(child.delivered / most) * 100}%` }} />
            </span>
            <span className="fairness-count">
              {child.delivered}枚
              {standingLabel[child.standing] ? (
                <span className="fairness-flag">{standingLabel[child.standing]}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
