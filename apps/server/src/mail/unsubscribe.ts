import { notificationTypeLabels } from '@hibi/contract';
import type { MailMessage } from './mailer.ts';
import { escapeHtml } from './templates/layout.ts';
import { type UnsubscribeTarget, unsubscribeTokens } from './unsubscribe-token.ts';

type LinkSettings = { PUBLIC_URL: string; SESSION_SECRET: string };

/** The signed link that stops one type of notification for one guardian, without signing in. */
export function unsubscribeUrl(settings: LinkSettings, target: UnsubscribeTarget): string {
  const token = unsubscribeTokens(settings.SESSION_SECRET).make(target);
  return `${settings.PUBLIC_URL}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * What every notification mail must carry: List-Unsubscribe with one-click POST (RFC 8058), so
 * mail apps offer their own unsubscribe button, and a footer line with the same link.
 * Account mails (codes, password changes) are not notifications and go without it.
 */
export function withUnsubscribe(
  message: MailMessage,
  settings: LinkSettings,
  target: UnsubscribeTarget,
): MailMessage {
  const url = unsubscribeUrl(settings, target);
  const label = notificationTypeLabels[target.type];
  const line = `「${label}」の配信を停止するには、こちらを開いてください:`;
  const settingsLine = `通知の設定はマイページでも変更できます: ${settings.PUBLIC_URL}/mypage/notifications/`;
  return {
    ...message,
    text: `${message.text.trimEnd()}\n\n${line}\n${url}\n${settingsLine}\n`,
    ...(message.html && {
      html: `${message.html}\n<p style="font-size:12px;color:#666">${escapeHtml(line)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    }),
    headers: {
      ...message.headers,
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
