import type { FamilyRoleName } from '@hibi/contract';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { MypageCard } from '~/components/mypage-card';
import type { SessionAccount } from '~/features/session/session-state';

/**
 * The signed-in guardian: name (last name, then first; §3), with the way to give or change it,
 * and the sign-in address.
 */
export function GuardianCard({ account, role }: { account: SessionAccount; role?: FamilyRoleName }) {
  const { lastName, firstName } = account.profile;
  const named = Boolean(lastName && firstName);
  return (
    <MypageCard id="mypage-guardian" icon={UserRound} title={role === 'member' ? 'ご家族さま' : '保護者さま'}>
      <dl className="mypage-facts">
        <div>
          <dt>お名前</dt>
          <dd>
            <span className="mypage-guardian-name">{named ? `${lastName} ${firstName}` : '未登録'}</span>
            <Link className="mypage-inline-link" to="/mypage/name/">
              {named ? '変更' : 'お名前を登録する'}
            </Link>
          </dd>
        </div>
        <div>
          <dt>メールアドレス</dt>
          <dd>{account.user.email}</dd>
        </div>
      </dl>
    </MypageCard>
  );
}
