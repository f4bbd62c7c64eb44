import { ChevronRight, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { MypageCard } from '~/components/mypage-card';
import { useChildren } from '~/features/children/use-children';
import { siblingStage } from './sibling-stage';

const stageLabels = {
  draft: '写真の登録待ち',
  sent: '園で確認中',
  sent_back: '要確認',
  approved: '承認済み',
} as const;

/**
 * マイページ's brothers and sisters (保護者 only, decision 0043): each one after the first child
 * with where its request stands, and adding one.
 */
export function SiblingsCard() {
  const others = useChildren().data?.slice(1) ?? [];
  return (
    <MypageCard id="mypage-siblings" icon={UserPlus} title="ごきょうだい">
      {others.length > 0 ? (
        <ul className="mypage-menu sibling-list">
          {others.map((child) => {
            const stage = siblingStage(child);
            if (stage === 'gone') return null;
            return (
              <li key={child.childId}>
                <Link to={`/mypage/children/${child.childId}/`}>
                  <span className="mypage-menu-label">
                    {child.lastName} {child.firstName}さん
                  </span>
                  <span className={`mypage-menu-note sibling-stage-${stage}`}>{stageLabels[stage]}</span>
                  <ChevronRight className="mypage-menu-chevron" aria-hidden="true" size={20} />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mypage-muted">同じ園や別の園に通うごきょうだいの写真も、一緒に受け取れます。</p>
      )}
      <Link className="button button-block" to="/mypage/children/new/">
        ごきょうだいを追加する
      </Link>
    </MypageCard>
  );
}
