import { describe, expect, it } from 'vitest';
import { requestApprovedMail } from './request-approved.ts';

const target = {
  to: 'hanako@example.jp',
  name: { lastName: '日比', firstName: '花子' },
  publicUrl: 'https://hibi.example',
};

describe('requestApprovedMail', () => {
  it('greets the guardian, names the trial and links to sign-in', () => {
    const mail = requestApprovedMail({ ...target, trialDays: 14 });
    expect(mail.subject).toBe('【ひびフォト】お申し込みが承認されました');
    expect(mail.text).toContain('日比 花子 様');
    expect(mail.text).toContain('本日から14日間、無料体験');
    expect(mail.text).toContain('https://hibi.example/signin/');
  });

  it('says nothing of a trial the guardian does not get', () => {
    expect(requestApprovedMail({ ...target, trialDays: null }).text).not.toContain('無料体験');
  });
});
