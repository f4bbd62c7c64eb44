import { auditLog, eq, guardians } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { createGuardian, jsonOf, testPassword } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { runAdmin } from '../../../cli/admin.ts';

let server: TestServer;
let facilityId: string;
let operatorToken: string;
let env: NodeJS.ProcessEnv;
useTestServer(async (started) => {
  server = started.server;
  facilityId = started.facilityId;
  const operator = await createStaff(server.database.db);
  operatorToken = await staffTokenOf(server.url, operator.email);
  env = { ADMIN_URL: server.url, ADMIN_EMAIL: operator.email, ADMIN_PASSWORD: testPassword };
});

const reject = (body: Record<string, unknown>, token = operatorToken) =>
  adminApi(server.url, token)('POST', '/guardians/reject', body);

const waiting = async () =>
  (await createGuardian(server.database.db, { facilityId, status: 'requested' })).guardian;
const rowOf = async (id: string) =>
  (await server.database.db.select().from(guardians).where(eq(guardians.id, id)))[0];

describe('POST /api/admin/guardians/reject', () => {
  it('rejects a waiting request with its reason, an audit entry and a mail to the guardian', async () => {
    const guardian = await waiting();
    const reason = '写真のお子さまが確認できませんでした。';
    const response = await reject({ email: guardian.email.toUpperCase(), reason });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: guardian.id, rejectionReason: reason });
    expect(await rowOf(guardian.id)).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const trail = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, guardian.id));
    expect(trail).toContainEqual(
      expect.objectContaining({ action: 'guardian.reject', actorKind: 'staff', detail: { reason } }),
    );
    const [mail] = await mailsTo(server, guardian.email);
    expect(mail?.subject).toBe('【ひびフォト】お申し込みを承認できませんでした');
    expect(mail?.text).toContain(`【理由】${reason}`);
    expect(mail?.text).toContain('http://127.0.0.1/signin/');
  });

  it('answers 404 for an unknown address and 409 for a guardian not waiting', async () => {
    const unknown = await reject({ email: 'nobody@example.jp', reason: '理由' });
    expect(unknown.status).toBe(404);
    expect((await jsonOf(unknown)).message).toBe('指定されたメールアドレスの利用者が見つかりません。');
    const { guardian } = await createGuardian(server.database.db, { facilityId });
    const approved = await reject({ email: guardian.email, reason: '理由' });
    expect(approved.status).toBe(409);
    expect((await jsonOf(approved)).message).toBe('この利用者は承認待ちではありません。');
    expect((await rowOf(guardian.id))?.status).toBe('approved');
  });

  it('refuses an empty, too long or multi-line reason, in Japanese', async () => {
    const guardian = await waiting();
    for (const reason of ['   ', 'あ'.repeat(501), '一行目\n二行目', 'tab\there']) {
      const response = await reject({ email: guardian.email, reason });
      expect(response.status, reason).toBe(400);
      expect((await jsonOf(response)).message).toMatch(/^理由: /);
    }
    expect((await reject({ email: guardian.email, reason: 'あ'.repeat(500) })).status).toBe(200);
  });

  it('is for operators only', async () => {
    const guardian = await waiting();
    const staff = await createStaff(server.database.db, { role: 'facility_staff', facilityId });
    const response = await reject(
      { email: guardian.email, reason: '理由' },
      await staffTokenOf(server.url, staff.email),
    );
    expect(response.status).toBe(403);
    expect((await jsonOf(response)).message).toBe('申請を却下できるのは運営者のみです。');
    expect((await rowOf(guardian.id))?.status).toBe('requested');
  });

  it('is what `npm run admin -- reject EMAIL --reason` calls', async () => {
    const guardian = await waiting();
    const lines: string[] = [];
    const reason = '園の名簿にお子さまが見つかりませんでした。';
    expect(
      await runAdmin(['reject', guardian.email, '--reason', reason], env, (line) => lines.push(line)),
    ).toBe(0);
    expect(lines.join('\n')).toContain(`rejected ${guardian.email}`);
    expect(await rowOf(guardian.id)).toMatchObject({ status: 'rejected', rejectionReason: reason });
    await expect(runAdmin(['reject', guardian.email, '--reason', reason], env, () => {})).rejects.toThrow(
      '承認待ちではありません',
    );
    expect(await runAdmin(['reject', guardian.email], env, () => {})).toBe(2);
  });
});
