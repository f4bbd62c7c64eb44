import type { FamilyMember } from '@hibi/contract';
import { useState } from 'react';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { useSubmit } from '~/components/form/use-submit';
import { showToast } from '~/lib/toast';
import { removeMember } from './family-calls';
import { dayOf, familyRoleNames, memberName } from './family-text';

interface MemberListProps {
  userId: string;
  members: FamilyMember[];
  onChanged: () => Promise<unknown>;
}

/** Everyone of the family: name or address, role, joining date; others can be removed. */
export function MemberList({ userId, members, onChanged }: MemberListProps) {
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const remove = useSubmit(async () => {
    if (!removing) return;
    await removeMember(userId, removing.userId);
    showToast(`${memberName(removing)}さんをご家族から外しました。`, 'success');
    setRemoving(null);
    await onChanged();
  }, 'メンバーを外せませんでした。時間をおいて、もう一度お試しください。');

  return (
    <>
      <ul className="card family-list" aria-label="メンバー">
        {members.map((member) => (
          <li key={member.userId} className="family-row">
            <div className="family-row-text">
              <span className="family-name">{memberName(member)}</span>
              <span className="family-meta">
                <span className={`family-role family-role-${member.role}`}>
                  {familyRoleNames[member.role]}
                </span>
                {dayOf(member.joinedAt)}から
                {member.userId === userId ? '（あなた）' : ''}
              </span>
            </div>
            {member.userId === userId ? null : (
              <button className="button button-small" type="button" onClick={() => setRemoving(member)}>
                外す<span className="visually-hidden">（{memberName(member)}）</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        busy={remove.busy}
        title="このメンバーをご家族から外しますか？"
        confirmLabel="外す"
        busyLabel="外しています…"
        onConfirm={() => void remove.submit(undefined)}
        onCancel={() => setRemoving(null)}
      >
        <p className="mypage-muted">
          {removing ? `${memberName(removing)}さん` : ''}
          はすぐにログアウトされ、写真を見られなくなります。お子さまの写真やご家族のデータは消えません。
        </p>
      </ConfirmDialog>
    </>
  );
}
