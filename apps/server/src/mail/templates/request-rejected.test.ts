import { describe, expect, it } from 'vitest';
import { requestRejectedMail } from './request-rejected.ts';

describe('the request rejected mail', () => {
  it('opens as a mail to an applicant, quotes the reason and links to send again', () => {
    const mail = requestRejectedMail({
      to: 'a@example.jp',
      name: { lastName: '日比', firstName: '花子' },
      reason: '写真がぼやけています。',
      publicUrl: 'https://hibi.example',
    });
    expect(mail.to).toBe('a@example.jp');
    expect(mail.subject).toBe('【ひびフォト】お申し込みを承認できませんでした');
    expect(mail.text).toMatch(
      /^日比 花子 様\n\nひびフォトへのお申し込みありがとうございます。\nお送りいただいた内容を確認しましたが、/,
    );
    expect(mail.text).not.toContain('いつもひびフォトをご利用いただき');
    expect(mail.text).toContain('【理由】写真がぼやけています。');
    expect(mail.text).toContain('https://hibi.example/signin/');
    expect(mail.text).toContain('もう一度お送りください');
  });
});
