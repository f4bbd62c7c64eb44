import type { FamilyMember } from '@hibi/contract';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { useConfirmation } from '~/components/use-confirmation';
import { showToast } from '~/lib/toast';
import { removeMember } from './family-calls';
import type { FamilyListProps } from './family-list-props';
import { dayOf, familyRoleNames, memberName } from './family-text';

interface MemberListProps extends FamilyListProps {
  members: FamilyMember[];
}

/** Everyone of the family: name or address, role, joining date; others can be removed. */
export function MemberList({ userId, members, onChanged }: MemberListProps) {
  const removal = useConfirmation(async (member: FamilyMember) => {
    await removeMember(userId, member.userId);
    showToast(`${memberName(member)}さんをご家族から外しました。`, 'success');
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
              <button className="button button-small" type="button" onClick={() => removal.ask(member)}>
                外す<span className="visually-hidden">（{memberName(member)}）</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        {...removal.dialog}
        title="このメンバーをご家族から外しますか？"
        confirmLabel="外す"
        busyLabel="外しています…"
      >
        <p className="mypage-muted">
          {removal.subject ? `${memberName(removal.subject)}さん` : ''}
          はすぐにログアウトされ、写真を見られなくなります。お子さまの写真やご家族のデータは消えません。
        </p>
      </ConfirmDialog>
    </>
  );
}
