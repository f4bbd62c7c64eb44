import type { ApprovalDetail, ApprovalQueue } from '@hibi/contract';
import { monthDayText, trialEndDate } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { type SignedUp, signupClient } from '#tests/support/signup-client.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { sampleJpeg } from '#tests/support/uploads.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let groupId: string;
let admin: ReturnType<typeof adminApi>;
useTestServer(async (started) => {
  ({ server, facilityId: groupId } = started);
  const operator = await createStaff(server.database.db);
  admin = adminApi(server.url, await staffTokenOf(server.url, operator.email));
});

const api = () => signupClient(server);
const subjects = async (email: string) => (await mailsTo(server, email)).map((mail) => mail.subject);
const received = '【ひびフォト】お申し込みを受け付けました';

/** One photo uploaded to the request's tickets (fresh ones when `again`), then the request sent. */
async function sendsRequest(who: SignedUp, again: boolean) {
  const tickets = again
    ? await api().tickets(await api().rerequest(who))
    : (await api().requested(groupId, who)).tickets;
  await api().uploadAll(tickets.slice(0, 1), await sampleJpeg());
  expect((await api().finalize(who)).status).toBe(200);
}

async function queued(guardianId: string) {
  const queue = (await (await admin('GET', '/approvals')).json()) as ApprovalQueue;
  const detail = (await (await admin('GET', `/approvals/${guardianId}`)).json()) as ApprovalDetail;
  return { listed: queue.requests.find((request) => request.guardianId === guardianId), detail };
}

describe('a request sent again after a rejection', () => {
  it('is mailed as received each time, and queued as 再申請 with the latest refusal', async () => {
    const email = `again-${Date.now()}@docomo.ne.jp`;
    const who = await api().verifiedGuardian(email);
    await sendsRequest(who, false);
    const [first] = (await mailsTo(server, email)).filter((mail) => mail.subject === received);
    expect(first?.text).toMatch(/^日比 花子 様\n\nひびフォトへのお申し込みありがとうございます。\n/);
    expect(first?.text).toMatch(/テスト保育園\d+のたろちゃんさんのお申し込みを受け付けました。/);
    expect(first?.text).toContain('確認には通常2〜3日ほどかかります');
    expect(first?.text).toContain('このメールと同じ no-reply@hibi.example からお送りします');
    expect(first?.text).toContain('受信設定で「hibi.example」からのメールを受信できるようにしてください');
    expect((await queued(who.userId)).listed?.earlierRejection).toBeNull();

    for (const reason of ['写真が暗すぎます。', '園の在籍を確認できませんでした。']) {
      const before = Date.now();
      expect((await admin('POST', `/approvals/${who.userId}/reject`, { reason })).status).toBe(200);
      await sendsRequest(who, true);
      const { listed, detail } = await queued(who.userId);
      expect(listed?.earlierRejection?.reason).toBe(reason);
      expect(Date.parse(listed?.earlierRejection?.rejectedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(detail.earlierRejection).toEqual(listed?.earlierRejection);
    }
    const mails = await mailsTo(server, email);
    expect(mails.filter((mail) => mail.subject === received)).toHaveLength(3);
    const rejection = mails.find((mail) => mail.subject.includes('承認できませんでした'));
    expect(rejection?.text).toMatch(
      /^日比 花子 様\n\nひびフォトへのお申し込みありがとうございます。\nお送りいただいた内容を確認しましたが、/,
    );
    expect(rejection?.text).not.toContain('いつもひびフォトをご利用いただき');
  });

  it('is approved with a mail naming the trial’s last Tokyo day; a first request is no 再申請', async () => {
    const who = await api().verifiedGuardian();
    await sendsRequest(who, false);
    const { listed } = await queued(who.userId);
    expect(listed).toMatchObject({ kind: 'signup', earlierRejection: null });
    const answer = await admin('POST', `/approvals/${who.userId}/approve`, {});
    expect(answer.status).toBe(200);
    const { approvedAt } = (await answer.json()) as { approvedAt: string };
    const lastDay = monthDayText(trialEndDate(new Date(approvedAt), 14));
    const email = (await api().stateOf(who)).guardian?.email ?? '';
    expect(await subjects(email)).toEqual([
      '【ひびフォト】新規登録の認証コード',
      received,
      '【ひびフォト】お申し込みが承認されました',
    ]);
    const approval = (await mailsTo(server, email)).at(-1);
    expect(approval?.text).toContain(`本日から${lastDay}までの14日間は無料体験です。`);
    expect(approval?.text).toContain(
      `${lastDay}まで、これまでのすべての写真と毎週のフォトムービーをお試しいただけます。`,
    );
  });
});
