/** The opening line: the person's name when known (family name first), else a general address. */
export function greeting(name?: { lastName: string | null; firstName: string | null }): string {
  const full = [name?.lastName, name?.firstName].filter(Boolean).join(' ');
  return full ? `${full} 様` : 'ひびフォトをご利用の皆さま';
}

/** Joins the lines of a mail and closes it with the service's signature. */
export function mailBody(lines: readonly string[], publicUrl: string): string {
  return [
    ...lines,
    '',
    '――――――――――――――――――――',
    'ひびフォト',
    `${publicUrl}/`,
    `お問い合わせ: ${publicUrl}/contact/`,
    '※このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできませんのでご了承ください。',
    '',
  ].join('\n');
}

const tokyoMinutes = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as people in Japan read it: 2026/11/22 19:05. */
export function tokyoDateTime(instant: Date): string {
  return tokyoMinutes.format(instant);
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
