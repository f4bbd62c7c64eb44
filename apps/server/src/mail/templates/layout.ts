import type { MailMessage } from '../mailer.ts';

/** The opening line: the person's name when known (family name first), else a general address. */
export function greeting(name?: { lastName: string | null; firstName: string | null }): string {
  const full = [name?.lastName, name?.firstName].filter(Boolean).join(' ');
  return full ? `${full} 様` : 'ひびフォトをご利用の皆さま';
}

/** Who a mail to a known guardian goes to, and the service's address for its links. */
export type GuardianMailTarget = {
  to: string;
  name: { lastName: string | null; firstName: string | null };
  publicUrl: string;
};

/** A mail to a guardian: greeting and thanks, the message's own lines, then the signature. */
export function guardianMail(target: GuardianMailTarget, subject: string, lines: readonly string[]) {
  return openedMail(target, subject, 'いつもひびフォトをご利用いただき、ありがとうございます。', lines);
}

/**
 * A mail about a sign-up, to someone who is not a user yet (received, approved, rejected): thanks
 * for the application rather than for using the service (issue 44).
 */
export function applicantMail(target: GuardianMailTarget, subject: string, lines: readonly string[]) {
  return openedMail(target, subject, 'ひびフォトへのお申し込みありがとうございます。', lines);
}

function openedMail(target: GuardianMailTarget, subject: string, thanks: string, lines: readonly string[]) {
  const opening = [greeting(target.name), '', thanks];
  return signedMail(target.to, subject, [...opening, ...lines], target.publicUrl);
}

/** A mail of the given lines, closed with the signature: the shape of every mail the service sends. */
export function signedMail(
  to: string,
  subject: string,
  lines: readonly string[],
  publicUrl: string,
): MailMessage {
  return { to, subject, text: mailBody(lines, publicUrl) };
}

/** Joins the lines of a mail and closes it with the service's signature. */
export function mailBody(lines: readonly string[], publicUrl: string): string {
  return [
    ...lines,
    '',
    '――――――――――――――――――――',
    'ひびフォト',
    `${publicUrl}/`,
    `お問い合わせ: ${publicUrl}/parents/contact/`,
    '※このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできませんのでご了承ください。',
    '',
  ].join('\n');
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
