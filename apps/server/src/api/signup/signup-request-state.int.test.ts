import type { SignupRequestState } from '@hibi/contract';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '#tests/support/outbox.ts';
import type { SignedUp } from '#tests/support/signup-client.ts';
import { type SignupSuite, useSignupSuite } from '#tests/support/signup-suite.ts';
import { newStaffToken } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import type { UploadFile } from '#tests/support/uploads.ts';

let server: TestServer;
let api: SignupSuite['api'];
let groupId: string;
let photo: UploadFile;
let operatorToken: string;
useSignupSuite(async (suite) => {
  ({ server, api, groupId, photo } = suite);
  operatorToken = await newStaffToken(server);
});

const stateOf = (who: SignedUp, userId = who.userId) =>
  fetch(`${server.url}/api/users/${userId}/create/request`, {
    headers: { authorization: `Bearer ${who.token}` },
  });

async function readState(who: SignedUp): Promise<SignupRequestState> {
  const response = await stateOf(who);
  expect(response.status).toBe(200);
  return (await response.json()) as SignupRequestState;
}

const reject = (email: string, reason: string) =>
  fetch(`${server.url}/api/admin/guardians/reject`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, reason }),
  });

const emailOf = async (who: SignedUp) => (await api.stateOf(who)).guardian?.email ?? '';

describe('GET /api/users/{userId}/create/request', () => {
  it('follows a request from verified to rejected and sent again', async () => {
    const guardian = await api.verifiedGuardian();
    expect(await readState(guardian)).toEqual({
      status: 'verified',
      rejectionReason: null,
      child: null,
      references: [],
    });

    const { tickets } = await api.requested(groupId, guardian);
    const requested = await readState(guardian);
    expect(requested).toMatchObject({
      status: 'verified',
      rejectionReason: null,
      child: {
        firstName: 'たろう',
        lastName: '日比',
        nickname: 'たろちゃん',
        birthday: '2023-05-10',
        groupId,
        groupName: expect.stringMatching(/^テスト保育園/),
      },
    });
    // One batch's photos share their issue time: compared in no particular order.
    expect(requested.references).toHaveLength(3);
    expect(requested.references).toEqual(
      expect.arrayContaining(
        tickets.map((ticket) => ({
          referenceId: ticket.referenceId,
          status: 'pending',
          reason: null,
          thumbnailUrl: null,
        })),
      ),
    );

    await api.uploadAll(tickets.slice(0, 1), photo);
    expect((await api.finalize(guardian)).status).toBe(200);
    const waiting = await readState(guardian);
    expect(waiting.status).toBe('requested');
    expect(waiting.references).toContainEqual({
      referenceId: tickets[0]?.referenceId,
      status: 'uploaded',
      reason: null,
      thumbnailUrl: null,
    });

    const email = await emailOf(guardian);
    const reason = 'お子さまのお名前が園の名簿と一致しませんでした。';
    expect((await reject(email, `  ${reason} `)).status).toBe(200);
    expect(await readState(guardian)).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const [mail] = await mailsTo(server, email).then((mails) => mails.filter((m) => /承認/.test(m.subject)));
    expect(mail?.text).toContain(reason);

    const fresh = await api.tickets(await api.rerequest(guardian));
    // Correcting the request keeps the reason on screen until it is sent again.
    expect(await readState(guardian)).toMatchObject({ status: 'rejected', rejectionReason: reason });
    await api.uploadAll(fresh.slice(0, 1), photo);
    expect((await api.finalize(guardian)).status).toBe(200);
    expect(await readState(guardian)).toMatchObject({ status: 'requested', rejectionReason: null });
    expect((await api.stateOf(guardian)).guardian?.rejectionReason).toBeNull();
  });

  it('refuses another guardian’s request (403) and a call without signing in (401)', async () => {
    const one = await api.verifiedGuardian();
    const other = await api.verifiedGuardian();
    const response = await stateOf(one, other.userId);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(/[ぁ-ん]/);
    const anonymous = await fetch(`${server.url}/api/users/${one.userId}/create/request`);
    expect(anonymous.status).toBe(401);
  });
});
