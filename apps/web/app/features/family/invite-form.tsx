import type { CreatedInvitation, FamilyRoleName } from '@hibi/contract';
import { useState } from 'react';
import { useSubmit } from '~/components/form/use-submit';
import { createInvitation } from './family-calls';
import { InviteShare } from './invite-share';

const choices: { role: FamilyRoleName; label: string; note: string }[] = [
  { role: 'member', label: '家族', note: '写真を見て保存できます（祖父母など）' },
  {
    role: 'guardian',
    label: '保護者',
    note: 'さらに招待・プラン・登録写真を管理できます（もう一人の保護者）',
  },
];

/** Choose the role, make a link; the new link shows as a QR code with copy and share. */
export function InviteForm({ userId, onCreated }: { userId: string; onCreated: () => Promise<unknown> }) {
  const [role, setRole] = useState<FamilyRoleName>('member');
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const make = useSubmit(async () => {
    setCreated(await createInvitation(userId, role));
    await onCreated();
  }, '招待リンクを作れませんでした。時間をおいて、もう一度お試しください。');

  return (
    <>
      <fieldset className="card mypage-card invite-roles">
        <legend className="visually-hidden">招待する方の権限</legend>
        {choices.map((choice) => (
          <label key={choice.role} className="invite-role">
            <input
              type="radio"
              name="invite-role"
              value={choice.role}
              checked={role === choice.role}
              onChange={() => setRole(choice.role)}
            />
            <span>
              <strong>{choice.label}</strong>
              <span className="family-meta">{choice.note}</span>
            </span>
          </label>
        ))}
        <button
          className="button button-primary button-block"
          type="button"
          disabled={make.busy}
          onClick={() => void make.submit(undefined)}
        >
          {make.busy ? '作成しています…' : '招待リンクを作る'}
        </button>
      </fieldset>
      {created ? <InviteShare invitation={created} /> : null}
    </>
  );
}
