import type { ApprovalDetail, ApprovalQueue } from '@hibi/contract';
import { auditLog, children, eq } from '@hibi/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { type Caller, familyClient } from '#tests/support/family-client.ts';
import { createFacility, createGuardian, joinFamily, loginAs } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { referencesClient } from '#tests/support/references-client.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { sampleJpeg } from '#tests/support/uploads.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started));

const sora = { lastName: '日比', firstName: 'そら', birthday: '2023-05-10' };

/** An approved family of one child, its 保護者 signed in, and staff of the facility. */
async function family() {
  const { db } = server.database;
  const first = await createGuardian(db, { facilityId });
  const guardian: Caller = {
    userId: first.guardian.id,
    headers: (await loginAs(server.url, first.guardian.email)).headers,
  };
  const staff = await createStaff(db, { role: 'facility_staff', facilityId });
  const admin = adminApi(server.url, await staffTokenOf(server.url, staff.email));
  return { ...first, caller: guardian, admin };
}

const calls = () => familyClient(server);
const add = (who: Caller, body: object) =>
  calls().call('POST', `users/${who.userId}/family/children`, who, body);
const send = (who: Caller, childId: string) =>
  calls().call('PUT', `users/${who.userId}/family/children/${childId}/request`, who);
const listChildren = async (who: Caller) =>
  (await calls().call('GET', `users/${who.userId}/children`, who)).body as unknown as Record<
    string,
    unknown
  >[];

/** The sibling's photo uploaded and registered, as マイページ does it. */
async function registerPhoto(who: Caller, childId: string) {
  const references = referencesClient(server, who.headers);
  const [ticket] = await references.tickets(childId);
  expect(await references.upload(ticket, await sampleJpeg())).toBe(204);
  expect((await references.register(childId, [ticket?.referenceId ?? ''])).status).toBe(200);
}

describe('a brother or sister added from マイページ', () => {
  let home: Awaited<ReturnType<typeof family>>;
  beforeAll(async () => {
    home = await family();
  });

  it('is a draft of the family that sees nothing, then a request once a photo is in', async () => {
    const added = await add(home.caller, { ...sora, groupId: facilityId });
    expect(added.status).toBe(200);
    const childId = String(added.body.childId);
    const listed = (await listChildren(home.caller)).find((child) => child.childId === childId);
    expect(listed).toMatchObject({ approvedAt: null, siblingRequestedAt: null, firstName: 'そら' });
    expect((await listChildren(home.caller))[0]?.childId).toBe(home.child.id);
    // Nothing of a child not approved is shown.
    const timeline = await calls().call('GET', `${childId}/timeline/list`, home.caller);
    expect(timeline.body.content ?? []).toEqual([]);

    const early = await send(home.caller, childId);
    expect(early.status).toBe(400);
    expect(early.body.message).toContain('写真を1枚以上');

    await registerPhoto(home.caller, childId);
    const sent = await send(home.caller, childId);
    expect(sent.status).toBe(200);
    const queue = (await (await home.admin('GET', '/approvals')).json()) as ApprovalQueue;
    const request = queue.requests.find((each) => each.child.childId === childId);
    expect(request).toMatchObject({
      kind: 'sibling',
      guardianId: home.guardian.id,
      facility: { facilityId },
    });
    // Staff see the family's own child as a sibling, never as the same child enrolled twice.
    expect(request?.sameChild).toBeNull();
    expect(request?.earlierRejection).toBeNull();

    const approved = await home.admin('POST', `/approvals/siblings/${childId}/approve`, {});
    expect(approved.status).toBe(200);
    const [row] = await server.database.db.select().from(children).where(eq(children.id, childId));
    expect(row?.approvedAt).not.toBeNull();
    expect((await home.admin('POST', `/approvals/siblings/${childId}/approve`, {})).status).toBe(409);
    const mails = await mailsTo(server, home.guardian.email);
    expect(mails.map((mail) => mail.subject)).toContain('【ひびフォト】お子さまの追加が承認されました');
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, childId));
    expect(audit.map((entry) => entry.action).sort()).toEqual(
      expect.arrayContaining(['child.add', 'child.approve', 'child.request', 'reference.add']),
    );
    // Approved, the child is no longer anyone's request.
    const after = (await (await home.admin('GET', '/approvals')).json()) as ApprovalQueue;
    expect(after.requests.some((each) => each.child.childId === childId)).toBe(false);
  });

  it('comes back with the staff’s reason, is sent again, or is taken back with its photos', async () => {
    const mei = { lastName: '日比', firstName: 'めい', birthday: '2024-08-01', groupId: facilityId };
    const childId = String((await add(home.caller, mei)).body.childId);
    await registerPhoto(home.caller, childId);
    expect((await send(home.caller, childId)).status).toBe(200);
    const refused = await home.admin('POST', `/approvals/siblings/${childId}/reject`, {
      reason: 'お顔がはっきり写った写真をお送りください',
    });
    expect(refused.status).toBe(200);
    const back = (await listChildren(home.caller)).find((child) => child.childId === childId);
    expect(back).toMatchObject({
      siblingRequestedAt: null,
      siblingRejectionReason: 'お顔がはっきり写った写真をお送りください',
    });
    const mails = await mailsTo(server, home.guardian.email);
    expect(mails.at(-1)?.text).toContain('【理由】お顔がはっきり写った写真をお送りください');

    expect((await send(home.caller, childId)).status).toBe(200);
    const resent = (await listChildren(home.caller)).find((child) => child.childId === childId);
    expect(resent).toMatchObject({ siblingRejectionReason: null });
    // Staff see it as sent again (再申請), beside the reason they gave (issue 44).
    const queue = (await (await home.admin('GET', '/approvals')).json()) as ApprovalQueue;
    const again = queue.requests.find((each) => each.child.childId === childId);
    expect(again?.earlierRejection?.reason).toBe('お顔がはっきり写った写真をお送りください');
    const detail = (await (
      await home.admin('GET', `/approvals/siblings/${childId}`)
    ).json()) as ApprovalDetail;
    expect(detail.earlierRejection).toEqual(again?.earlierRejection);
    const receipts = (await mailsTo(server, home.guardian.email)).filter(
      (mail) =>
        mail.subject === '【ひびフォト】お子さまの追加のお申し込みを受け付けました' &&
        mail.text.includes('めいさんの追加のお申し込みを受け付けました。'),
    );
    expect(receipts).toHaveLength(2);

    const withdrawn = await calls().call(
      'DELETE',
      `users/${home.caller.userId}/family/children/${childId}`,
      home.caller,
    );
    expect(withdrawn.status).toBe(200);
    expect((await listChildren(home.caller)).some((child) => child.childId === childId)).toBe(false);
    // An approved child is not taken back this way.
    const kept = await calls().call(
      'DELETE',
      `users/${home.caller.userId}/family/children/${home.child.id}`,
      home.caller,
    );
    expect(kept.status).toBe(404);
  });

  it('refuses the child the family has, a family full, a 家族, another family and an unknown facility', async () => {
    const other = await family();
    const same = await add(other.caller, {
      lastName: '日比',
      firstName: other.child.firstName,
      birthday: other.child.birthday,
      groupId: facilityId,
    });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('このお子さまはすでにご家族に登録されています。');

    const unknown = await add(other.caller, { ...sora, groupId: crypto.randomUUID() });
    expect(unknown.status).toBe(400);

    const grandparent = await createGuardian(server.database.db, { facilityId });
    await joinFamily(server.database.db, grandparent.guardian.id, other.familyId, 'member');
    const member = await calls().signIn(grandparent.guardian.id, grandparent.guardian.email);
    expect((await add(member, { ...sora, groupId: facilityId })).status).toBe(403);

    const theirs = String((await add(other.caller, { ...sora, groupId: facilityId })).body.childId);
    expect((await send(home.caller, theirs)).status).toBe(404);
    expect((await referencesClient(server, home.caller.headers).issue(theirs)).status).toBe(403);

    for (const firstName of ['一', '二', '三', '四']) {
      expect((await add(other.caller, { ...sora, firstName, groupId: facilityId })).status).toBe(200);
    }
    const full = await add(other.caller, { ...sora, firstName: '七', groupId: facilityId });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('ご家族に登録できるお子さまは6人までです。');
  });

  it('is not for a guardian still waiting: their sign-up child is decided with them', async () => {
    const waiting = await createGuardian(server.database.db, { facilityId, status: 'requested' });
    const caller = await calls().signIn(waiting.guardian.id, waiting.guardian.email);
    const childPath = `users/${caller.userId}/family/children/${waiting.child.id}`;
    for (const [method, path] of [
      ['PUT', `${childPath}/request`],
      ['DELETE', childPath],
    ] as const) {
      const refused = await calls().call(method, path, caller);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('きょうだいの追加は、ご利用の承認後に行えます。');
    }
    const [kept] = await server.database.db.select().from(children).where(eq(children.id, waiting.child.id));
    expect(kept).toMatchObject({ siblingRequestedAt: null });
  });

  it('is decided only by staff of the child’s facility', async () => {
    const elsewhere = await createFacility(server.database.db);
    const childId = String(
      (await add(home.caller, { ...sora, firstName: 'りく', groupId: elsewhere.id })).body.childId,
    );
    await registerPhoto(home.caller, childId);
    expect((await send(home.caller, childId)).status).toBe(200);
    expect((await home.admin('POST', `/approvals/siblings/${childId}/approve`, {})).status).toBe(403);
    const operator = await createStaff(server.database.db, { role: 'operator' });
    const admin = adminApi(server.url, await staffTokenOf(server.url, operator.email));
    const detail = await (await admin('GET', `/approvals/siblings/${childId}`)).json();
    expect(detail).toMatchObject({ kind: 'sibling', facility: { facilityId: elsewhere.id } });
    expect((await admin('POST', `/approvals/siblings/${childId}/approve`, {})).status).toBe(200);
  });
});
