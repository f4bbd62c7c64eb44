import { describe, expect, it } from 'vitest';
import { jsonOf } from '#tests/support/fixtures.ts';
import { requestBody } from '#tests/support/signup-client.ts';
import { type SignupScene, useSignupServer } from '#tests/support/use-signup-server.ts';

let { server, api, groupId } = {} as SignupScene;
useSignupServer((scene) => ({ server, api, groupId } = scene));

const answer = async (response: Response) => [response.status, (await jsonOf(response)).message];

describe('malformed input answers 400 naming the field, and changes nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing name', { childFirstName: undefined }, 'お子さまの名: 入力してください。'],
    ['a blank name', { lastName: '   ' }, '姓: 1文字以上で入力してください。'],
    [
      'a malformed birthday',
      { childBirthday: '2023/05/10' },
      'お子さまの生年月日: YYYY-MM-DD の形式で入力してください。',
    ],
    [
      'a future birthday',
      { childBirthday: '2999-01-01' },
      'お子さまの生年月日: 未来の日付は指定できません。',
    ],
    ['a malformed facility', { groupId: 'hinata' }, '施設: 形式が正しくありません。'],
    [
      'an unknown facility',
      { groupId: '00000000-0000-4000-8000-000000000000' },
      '施設: 指定された施設が見つかりません。施設からのご案内をご確認ください。',
    ],
    ['an unknown notification type', { optouts: ['spam'] }, '通知設定: 選択肢の中から指定してください。'],
  ];

  it.each(cases)('create/request with %s', async (_name, overrides, message) => {
    const guardian = await api.verifiedGuardian();
    await api.expectRefused(
      guardian,
      () => api.request(guardian, requestBody(groupId, overrides)),
      400,
      message,
    );
  });

  it('init and auth name the address, the password and the code', async () => {
    expect(await answer(await api.init('not-an-address'))).toEqual([
      400,
      'メールアドレス: メールアドレスの形式が正しくありません。',
    ]);
    expect(await answer(await api.init('new@example.jp', 'password'))).toEqual([
      400,
      'パスワード: 8文字以上72文字以内で、英字と数字をどちらも含めてください。',
    ]);
    expect(await answer(await api.auth('new@example.jp', '12ab'))).toEqual([
      400,
      '認証コード: メールに記載された6桁の数字を入力してください。',
    ]);
  });

  it('references, a malformed userId and broken JSON', async () => {
    const guardian = await api.verifiedGuardian();
    await api.expectRefused(
      guardian,
      () => api.register(guardian, []),
      400,
      '参照画像: 1件以上を指定してください。',
    );
    const notAnId = () => api.call('PUT', 'me/create/request', {}, guardian.token);
    await api.expectRefused(guardian, notAnId, 400, /^ユーザー: /);
    const broken = () =>
      fetch(`${server.url}/api/users/${guardian.userId}/create/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${guardian.token}` },
        body: '{"firstName": [',
      });
    await api.expectRefused(guardian, broken, 400, /[ぁ-ん]/);
  });
});
