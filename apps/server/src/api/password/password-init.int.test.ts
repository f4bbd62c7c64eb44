import { describe, expect, it } from 'vitest';
import { jsonOf } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { type PasswordTestClient, usePasswordTestServer } from '#tests/support/password-test-server.ts';
import type { TestServer } from '#tests/support/test-server.ts';

let server: TestServer;
let client: PasswordTestClient;
const { later } = usePasswordTestServer((started) => {
  ({ server, client } = started);
});

describe('POST /api/users/password/init', () => {
  it('mails a six-digit code to a known address and answers an unknown one the same, without mail', async () => {
    const guardian = await client.newGuardian();
    const known = await client.post('password/init', { email: ` ${guardian.email.toUpperCase()} ` });
    const unknown = await client.post('password/init', { email: 'nobody-here@example.jp' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());

    const [mail, ...more] = await mailsTo(server, guardian.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('【ひびフォト】パスワード再設定の認証コード');
    expect(mail?.text).toMatch(/^日比 花子\d+ 様$/m);
    expect(mail?.text).toMatch(/認証コード: \d{6}\n/);
    expect(mail?.text).toContain('有効期限は30分');
    expect(await mailsTo(server, 'nobody-here@example.jp')).toEqual([]);
  });

  it('sends nothing for an account that is unverified or withdrawn, and says so to no one', async () => {
    for (const status of ['unverified', 'withdrawn'] as const) {
      const guardian = await client.newGuardian(status);
      const response = await client.post('password/init', { email: guardian.email });
      expect(response.status).toBe(200);
      expect(await mailsTo(server, guardian.email)).toEqual([]);
    }
  });

  it.each([
    [
      'a malformed address',
      { email: 'not-an-address' },
      'メールアドレス: メールアドレスの形式が正しくありません。',
    ],
    ['no address', {}, 'メールアドレス: 入力してください。'],
    ['an address of the wrong type', { email: ['a@example.jp'] }, 'メールアドレス: 形式が正しくありません。'],
    [
      'an oversized address',
      { email: `${'a'.repeat(300)}@example.jp` },
      'メールアドレス: 254文字以内で入力してください。',
    ],
  ])('refuses %s in Japanese', async (_case, body, message) => {
    const response = await client.post('password/init', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, message });
  });

  it('refuses a body that is not JSON at all', async () => {
    for (const body of ['{"email": [', 'null', '"a@example.jp"']) {
      const response = await client.post('password/init', body);
      expect(response.status).toBe(400);
      expect((await jsonOf(response)).message).toMatch(/[ぁ-んァ-ン]/);
    }
  });
});

describe('abuse limits', () => {
  it('answers 429 with Retry-After after five requests for one address from one client in an hour', async () => {
    const guardian = await client.newGuardian();
    for (let i = 0; i < 5; i++)
      expect((await client.post('password/init', { email: guardian.email })).status).toBe(200);
    const refused = await client.post('password/init', { email: guardian.email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await jsonOf(refused)).message).toMatch(/^短時間に多くのリクエストがあったため.*60分ほど待って/);
    expect(await mailsTo(server, guardian.email)).toHaveLength(5);

    later(61);
    expect((await client.post('password/init', { email: guardian.email })).status).toBe(200);
  });

  it("never blocks the owner's own reset: someone else's five requests do not count against them", async () => {
    const guardian = await client.newGuardian();
    const from = (client_: string) => ({ 'x-forwarded-for': client_ });
    for (let i = 0; i < 5; i++)
      await client.post('password/init', { email: guardian.email }, from('198.51.100.7'));
    expect((await client.post('password/init', { email: guardian.email }, from('198.51.100.7'))).status).toBe(
      429,
    );
    expect((await client.post('password/init', { email: guardian.email }, from('192.0.2.10'))).status).toBe(
      200,
    );
  });
});
