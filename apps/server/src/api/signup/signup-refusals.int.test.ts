import { auditLog, eq } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { requestBody } from '#tests/support/signup-client.ts';
import { sampleJpeg } from '#tests/support/uploads.ts';
import { type SignupScene, useSignupServer } from '#tests/support/use-signup-server.ts';

let { server, api, groupId } = {} as SignupScene;
useSignupServer((scene) => ({ server, api, groupId } = scene));

const noRequestYet = /お子さまの情報がまだ登録されていません/;
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('sign-up steps out of order are refused and change nothing', () => {
  it('refuses to finalize or re-request before the request, and to finalize with nothing uploaded', async () => {
    const guardian = await api.verifiedGuardian();
    await api.expectRefused(guardian, () => api.finalize(guardian), 409, noRequestYet);
    await api.expectRefused(guardian, () => api.rerequest(guardian), 409, noRequestYet);
    await api.expectRefused(guardian, () => api.register(guardian, [unknownId]), 409, noRequestYet);
    await api.tickets(await api.request(guardian, requestBody(groupId)));
    // Sent without a body this time: `{}` and nothing are the same request.
    const bodiless = () => api.call('PUT', `${guardian.userId}/create/request`, undefined, guardian.token);
    await api.expectRefused(guardian, bodiless, 400, /写真がアップロードされていません/);
  });

  it('refuses references that are unknown or not uploaded yet', async () => {
    const { guardian, tickets } = await api.requested(groupId);
    const notUploaded = [tickets[0]?.referenceId ?? ''];
    await api.expectRefused(
      guardian,
      () => api.register(guardian, [unknownId]),
      400,
      '参照画像: 指定された画像が見つかりません。',
    );
    await api.expectRefused(
      guardian,
      () => api.register(guardian, notUploaded),
      400,
      /アップロードが完了していない/,
    );
  });

  it('refuses a second request or finalize once requested', async () => {
    const { guardian, tickets } = await api.requested(groupId);
    await api.uploadAll(tickets.slice(0, 1), await sampleJpeg());
    expect((await api.finalize(guardian)).status).toBe(200);
    const waiting = /すでに受け付けています/;
    await api.expectRefused(guardian, () => api.finalize(guardian), 409, waiting);
    await api.expectRefused(guardian, () => api.request(guardian, requestBody(groupId)), 409, waiting);
    await api.expectRefused(guardian, () => api.rerequest(guardian), 409, waiting);
  });
});

describe('a double click', () => {
  it('finalizes once: the second request waits for the first and is refused', async () => {
    const { guardian, tickets } = await api.requested(groupId);
    await api.uploadAll(tickets.slice(0, 1), await sampleJpeg());
    const answers = await Promise.all([api.finalize(guardian), api.finalize(guardian)]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const trail = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, guardian.userId));
    expect(trail.filter((entry) => entry.action === 'guardian.request')).toHaveLength(1);
  });
});

describe('guardians reach only their own sign-up', () => {
  it('answers 403 for another guardian’s userId and 401 without a token', async () => {
    const me = await api.verifiedGuardian();
    const other = await api.verifiedGuardian();
    const asMe = { userId: other.userId, token: me.token };
    for (const call of [
      () => api.request(asMe, requestBody(groupId)),
      () => api.rerequest(asMe),
      () => api.finalize(asMe),
      () => api.register(asMe, [unknownId]),
    ]) {
      await api.expectRefused(other, call, 403, 'この情報にアクセスする権限がありません。');
    }
    const anonymous = { ...me, token: '' };
    await api.expectRefused(
      me,
      () => api.request(anonymous, requestBody(groupId)),
      401,
      'ログインが必要です。',
    );
  });
});
