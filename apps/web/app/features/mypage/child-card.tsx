import type { ChildResponse, GroupResponse } from '@hibi/contract';
import { displayDate } from '@hibi/domain';
import { Baby } from 'lucide-react';
import { LoadFailed, Loading } from '~/components/load-state';
import { MypageCard } from '~/components/mypage-card';

interface ChildCardProps {
  child: ChildResponse | null;
  group: GroupResponse | null;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** The primary child (the first of the list, §3): name, nickname, birthday and facility. */
export function ChildCard({ child, group, isPending, isError, onRetry }: ChildCardProps) {
  return (
    <MypageCard id="mypage-child" icon={Baby} title="お子さま">
      {isError ? (
        <LoadFailed label="お子さまの情報" onRetry={onRetry} />
      ) : isPending ? (
        <Loading label="お子さまの情報" />
      ) : child ? (
        <dl className="mypage-facts">
          <div>
            <dt>お名前</dt>
            <dd>
              {child.lastName} {child.firstName}
            </dd>
          </div>
          <div>
            <dt>ニックネーム</dt>
            <dd>{child.nickname ?? '未登録'}</dd>
          </div>
          <div>
            <dt>生年月日</dt>
            <dd>{displayDate(child.birthday)}</dd>
          </div>
          <div>
            <dt>施設</dt>
            <dd>{group?.name ?? '—'}</dd>
          </div>
        </dl>
      ) : (
        <p className="mypage-muted">登録されているお子さまはいません。</p>
      )}
    </MypageCard>
  );
}
