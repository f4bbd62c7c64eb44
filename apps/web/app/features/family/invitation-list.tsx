import type { OpenInvitation } from '@hibi/contract';
import { useSubmit } from '~/components/form/use-submit';
import { showToast } from '~/lib/toast';
import { revokeInvitation } from './family-calls';
import type { FamilyListProps } from './family-list-props';
import { dayOf, familyRoleNames } from './family-text';

interface InvitationListProps extends FamilyListProps {
  invitations: OpenInvitation[];
}

/** Links not used yet: each can be revoked, so a link sent to the wrong person stops working. */
export function InvitationList({ userId, invitations, onChanged }: InvitationListProps) {
  const revoke = useSubmit(async (invitationId: string) => {
    await revokeInvitation(userId, invitationId);
    showToast('招待を取り消しました。そのリンクはもう使えません。', 'success');
    await onChanged();
  }, '招待を取り消せませんでした。時間をおいて、もう一度お試しください。');
  if (invitations.length === 0) return <p className="mypage-muted">使われていない招待はありません。</p>;
  return (
    <ul className="card family-list" aria-label="使われていない招待">
      {invitations.map((invitation) => (
        <li key={invitation.invitationId} className="family-row">
          <div className="family-row-text">
            <span className="family-name">{familyRoleNames[invitation.role]}として招待</span>
            <span className="family-meta">{dayOf(invitation.expiresAt)}まで有効</span>
          </div>
          <button
            className="button button-small"
            type="button"
            disabled={revoke.busy}
            onClick={() => void revoke.submit(invitation.invitationId)}
          >
            取り消す
          </button>
        </li>
      ))}
    </ul>
  );
}
