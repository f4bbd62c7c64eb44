import { describe, expect, it } from 'vitest';
import { jsonOf, testPassword } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { type PasswordTestClient, usePasswordTestServer } from '#tests/support/password-test-server.ts';
import type { TestServer } from '#tests/support/test-server.ts';

let server: TestServer;
let client: PasswordTestClient;
const { later } = usePasswordTestServer((started) => {
  ({ server, client } = started);
});

describe('POST /api/users/password/reset', () => {
  it('sets the password with the mailed code and ends every session', async () => {
    const guardian = await client.newGuardian();
    const session = await client.signIn(guardian.email);
    await client.post('password/init', { email: guardian.email });
    const code = await client.mailedCode(guardian.email);

    const response = await client.post('password/reset', {
      email: guardian.email,
      code,
      newPassword: 'fresh-start-42',
    });
    expect(response.status).toBe(200);
    expect(await client.loginStatus(guardian.email, testPassword)).toBe(401);
    expect(await client.loginStatus(guardian.email, 'fresh-start-42')).toBe(200);
    expect(await client.refreshStatus(session.refresh)).toBe(401);
    expect((await mailsTo(server, guardian.email)).at(-1)?.subject).toBe(
      '【ひびフォト】パスワードが変更されました',
    );

    const again = await client.post('password/reset', {
      email: guardian.email,
      code,
      newPassword: 'another-one-42',
    });
    expect(again.status).toBe(400);
    expect(await client.loginStatus(guardian.email, 'fresh-start-42')).toBe(200);
  });

  it('accepts the code typed in full-width digits', async () => {
    const guardian = await client.newGuardian();
    await client.post('password/init', { email: guardian.email });
    const wide = (await client.mailedCode(guardian.email)).replace(/\d/g, (d) =>
      String.fromCharCode(0xff10 + Number(d)),
    );
    const response = await client.post('password/reset', {
      email: guardian.email,
      code: wide,
      newPassword: 'wide-digits-42',
    });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong code in Japanese and changes nothing', async () => {
    const guardian = await client.newGuardian();
    await client.post('password/init', { email: guardian.email });
    const wrong = (await client.mailedCode(guardian.email)) === '000000' ? '111111' : '000000';
    const response = await client.post('password/reset', {
      email: guardian.email,
      code: wrong,
      newPassword: 'never-set-42',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: '認証コードが正しくありません。メールに記載された6桁のコードをご確認ください。',
    });
    expect(await client.loginStatus(guardian.email, testPassword)).toBe(200);
  });

  it('voids the code at the fifth wrong try', async () => {
    const guardian = await client.newGuardian();
    await client.post('password/init', { email: guardian.email });
    const code = await client.mailedCode(guardian.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = (guess: string) => ({ email: guardian.email, code: guess, newPassword: 'never-set-42' });
    for (let i = 0; i < 4; i++) expect((await client.post('password/reset', body(wrong))).status).toBe(400);
    expect((await jsonOf(await client.post('password/reset', body(wrong)))).message).toMatch(
      /入力回数が上限/,
    );
    expect((await client.post('password/reset', body(code))).status).toBe(400);
    expect(await client.loginStatus(guardian.email, testPassword)).toBe(200);
  });

  it('refuses an expired code', async () => {
    const guardian = await client.newGuardian();
    await client.post('password/init', { email: guardian.email });
    const code = await client.mailedCode(guardian.email);
    later(31);
    const response = await client.post('password/reset', {
      email: guardian.email,
      code,
      newPassword: 'too-late-42',
    });
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).message).toMatch(/有効期限が切れています/);
  });

  it('answers an unknown address as it answers an account with no code', async () => {
    const guardian = await client.newGuardian();
    const body = { code: '123456', newPassword: 'whatever-42' };
    const unknown = await client.post('password/reset', { ...body, email: 'nobody-here@example.jp' });
    const noCode = await client.post('password/reset', { ...body, email: guardian.email });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(await noCode.json());
  });

  it.each([
    [
      'a weak new password',
      { code: '123456', newPassword: 'short' },
      /^新しいパスワード: 8文字以上72文字以内/,
    ],
    [
      'a code that is not six digits',
      { code: '12345', newPassword: 'good-one-42' },
      /^認証コード: メールに記載された6桁/,
    ],
    ['a missing code', { newPassword: 'good-one-42' }, /^認証コード: 入力してください。/],
  ])('refuses %s in Japanese', async (_case, body, message) => {
    const guardian = await client.newGuardian();
    const response = await client.post('password/reset', { email: guardian.email, ...body });
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).message).toMatch(message);
    expect(await client.loginStatus(guardian.email, testPassword)).toBe(200);
  });
});
