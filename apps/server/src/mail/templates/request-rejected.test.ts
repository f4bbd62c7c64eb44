import { describe, expect, it } from 'vitest';
import { requestRejectedMail } from './request-rejected.ts';

describe('the request rejected mail', () => {
  it('says the request was not approved, quotes the reason and links to sign-in', () => {
    const mail = requestRejectedMail({
      to: 'a@example.jp',
      name: { lastName: '日比', firstName: '花子' },
      reason: '写真がぼやけています。',
      publicUrl: 'https://hibi.example',
    });
    expect(mail.to).toBe('a@example.jp');
    expect(mail.subject).toBe('【ひびフォト】お申し込みを承認できませんでした');
    expect(mail.text).toMatch(/^日比 花子 様/);
    expect(mail.text).toContain('【理由】写真がぼやけています。');
    expect(mail.text).toContain('https://hibi.example/signin/');
    expect(mail.text).toContain('新しい写真の送信');
  });
});
