import { describe, expect, it } from 'vitest';
import { requestReceivedMail, siblingReceivedMail } from './request-received.ts';

const target = {
  name: { lastName: '日比', firstName: '花子' },
  publicUrl: 'https://hibi.example',
  sender: 'no-reply@hibi.example',
  child: { firstName: 'さくら', nickname: null },
};

describe('the request received mail', () => {
  it('opens for an applicant, names facility and child by given name, and says what comes next', () => {
    const mail = requestReceivedMail({ ...target, to: 'hanako@example.jp', facilityName: 'ひなた保育園' });
    expect(mail.subject).toBe('【ひびフォト】お申し込みを受け付けました');
    expect(mail.text).toMatch(/^日比 花子 様\n\nひびフォトへのお申し込みありがとうございます。\n/);
    expect(mail.text).toContain('ひなた保育園のさくらさんのお申し込みを受け付けました。');
    expect(mail.text).not.toContain('日比 さくら');
    expect(mail.text).toContain('確認には通常2〜3日ほどかかります');
    expect(mail.text).toContain(
      '結果のお知らせは、このメールと同じ no-reply@hibi.example からお送りします。',
    );
    expect(mail.text).toContain('迷惑メールのフォルダもご確認ください');
    expect(mail.text).toContain('https://hibi.example/signin/');
  });

  it('tells a carrier address which domain to allow, with the carrier’s own guide', () => {
    const { text } = requestReceivedMail({
      ...target,
      to: 'hanako@docomo.ne.jp',
      facilityName: 'ひなた保育園',
    });
    expect(text).toContain(
      'ドコモのメールをお使いの方は、受信設定で「hibi.example」からのメールを受信できるようにしてください。',
    );
    expect(text).toContain('https://www.docomo.ne.jp/info/spam_mail/domain/');
    expect(text).not.toContain('迷惑メールのフォルダ');
  });
});

describe('the sibling received mail', () => {
  it('names the brother or sister by nickname and points to マイページ', () => {
    const mail = siblingReceivedMail({
      ...target,
      to: 'hanako@au.com',
      child: { firstName: 'はると', nickname: 'はるくん' },
    });
    expect(mail.subject).toBe('【ひびフォト】お子さまの追加のお申し込みを受け付けました');
    expect(mail.text).toContain('はるくんさんの追加のお申し込みを受け付けました。');
    expect(mail.text).toContain('auのメールをお使いの方は');
    expect(mail.text).toContain('https://hibi.example/mypage/');
  });
});
