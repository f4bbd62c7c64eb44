import { tokyoDateTime } from '@hibi/domain';
import type { MailMessage } from '../mailer.ts';
import { signedMail } from './layout.ts';

/** To a new staff member: who invited them, and the link that sets their password (7 days, once). */
export function staffInvitationMail(input: {
  to: string;
  name: string;
  invitedBy: string;
  facilityName: string | null;
  token: string;
  expiresAt: Date;
  publicUrl: string;
}): MailMessage {
  const place = input.facilityName ? `「${input.facilityName}」のスタッフ` : '運営スタッフ';
  const link = `${input.publicUrl}/admin/invite/?token=${encodeURIComponent(input.token)}`;
  const lines = [
    `${input.name} 様`,
    '',
    `${input.invitedBy}さんから、ひびフォト管理画面の${place}として招待されました。`,
    '次のリンクを開いてパスワードを設定すると、管理画面をご利用いただけます。',
    link,
    '',
    `このリンクの有効期限は${tokyoDateTime(input.expiresAt)}までで、一度だけ使えます。`,
    'お心当たりのない場合は、このメールを破棄してください。',
  ];
  return signedMail(input.to, '【ひびフォト】管理画面へのご招待', lines, input.publicUrl);
}
