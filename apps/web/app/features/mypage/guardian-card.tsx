import type { FamilyRoleName } from '@hibi/contract';
import { UserRound } from 'lucide-react';
import { displayName, type SessionAccount } from '~/features/session/session-state';

/** The signed-in guardian: display name (last name, then first; §3) and the sign-in address. */
export function GuardianCard({ account, role }: { account: SessionAccount; role?: FamilyRoleName }) {
  return (
    <section className="card mypage-card" aria-labelledby="mypage-guardian">
      <h2 className="mypage-card-title" id="mypage-guardian">
        <UserRound aria-hidden="true" size={20} />
        {role === 'member' ? 'ご家族さま' : '保護者さま'}
      </h2>
      <dl className="mypage-facts">
        <div>
          <dt>お名前</dt>
          <dd className="mypage-guardian-name">{displayName(account)}</dd>
        </div>
        <div>
          <dt>メールアドレス</dt>
          <dd>{account.user.email}</dd>
        </div>
      </dl>
    </section>
  );
}
