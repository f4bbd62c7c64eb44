import { tokyoInstant } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { requestApprovedMail } from './request-approved.ts';

const target = {
  to: 'hanako@example.jp',
  name: { lastName: '日比', firstName: '花子' },
  publicUrl: 'https://hibi.example',
};
// 23:30 on 10 November in Tokyo: still the 10th there, the 10th in UTC too (14:30Z).
const approvedAt = tokyoInstant('2026-11-10', 23, 30);

describe('requestApprovedMail', () => {
  it('thanks an applicant for applying, not for using the service, and links to sign-in', () => {
    const mail = requestApprovedMail({ ...target, approvedAt, trialDays: 14 });
    expect(mail.subject).toBe('【ひびフォト】お申し込みが承認されました');
    expect(mail.text).toMatch(/^日比 花子 様\n\nひびフォトへのお申し込みありがとうございます。\n/);
    expect(mail.text).not.toContain('いつもひびフォトをご利用いただき');
    expect(mail.text).toContain('https://hibi.example/signin/');
  });

  it('names the trial’s last Tokyo day in the timeline guide’s words', () => {
    const { text } = requestApprovedMail({ ...target, approvedAt, trialDays: 14 });
    expect(text).toContain('本日から11月23日までの14日間は無料体験です。');
    expect(text).toContain(
      '11月23日まで、これまでのすべての写真と毎週のフォトムービーをお試しいただけます。',
    );
    // Approved at 00:30 Tokyo on the 11th (the 10th in UTC): the trial counts from the 11th.
    const early = requestApprovedMail({
      ...target,
      approvedAt: tokyoInstant('2026-11-11', 0, 30),
      trialDays: 30,
    });
    expect(early.text).toContain('本日から12月10日までの30日間は無料体験です。');
  });

  it('says nothing of a trial the guardian does not get', () => {
    expect(requestApprovedMail({ ...target, approvedAt, trialDays: null }).text).not.toContain('無料体験');
  });
});
