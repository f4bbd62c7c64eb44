import type { AdminFamily } from '@hibi/contract';
import { and, auditLog, children, eq } from '@hibi/db';
import { addTokyoDays, tokyoDate } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started));

const today = () => tokyoDate(new Date());

async function staffOf(facility: string) {
  const staff = await createStaff(server.database.db, { role: 'facility_staff', facilityId: facility });
  return { staff, token: await staffTokenOf(server.url, staff.email) };
}

const leaving = (token: string, childId: string, method: 'PUT' | 'DELETE', body?: object) =>
  adminApi(server.url, token)(method, `/children/${childId}/leaving`, body);

const childRow = async (childId: string) =>
  (await server.database.db.select().from(children).where(eq(children.id, childId)))[0];

describe('PUT/DELETE /api/admin/children/{childId}/leaving', () => {
  it('marks a child of the facility as leaving, audits who did it, mails the family once, and undoes it', async () => {
    const { staff, token } = await staffOf(facilityId);
    const family = await createGuardian(server.database.db, { facilityId });
    const leavesOn = addTokyoDays(today(), 10);

    const marked = await leaving(token, family.child.id, 'PUT', { leavesOn, leavingReason: 'graduation' });
    expect(marked.status).toBe(200);
    const forgetsOn = addTokyoDays(leavesOn, 30);
    expect(await marked.json()).toEqual({
      childId: family.child.id,
      leaving: { leavesOn, leavingReason: 'graduation', forgetsOn },
    });
    expect(await childRow(family.child.id)).toMatchObject({ leavesOn, leavingReason: 'graduation' });
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, family.child.id), eq(auditLog.action, 'child.leaving.mark')));
    expect(entry).toMatchObject({ actorKind: 'staff', actorId: staff.id, targetType: 'child' });
    expect(entry?.detail).toMatchObject({ leavesOn, leavingReason: 'graduation' });

    // The family page shows it.
    const page = await fetch(`${server.url}/api/admin/families/${family.familyId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await page.json()) as AdminFamily).children[0]?.leaving).toEqual({
      leavesOn,
      leavingReason: 'graduation',
      forgetsOn,
    });

    // Marked again for the same day: still one mail.
    expect(
      (await leaving(token, family.child.id, 'PUT', { leavesOn, leavingReason: 'graduation' })).status,
    ).toBe(200);
    const mails = await mailsTo(server, family.guardian.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('【ひびフォト】卒園に伴う写真・動画の削除のお知らせ');
    expect(mails[0]?.text).toContain(`${family.child.firstName}さんの卒園`);
    expect(mails[0]?.text).toContain('/mypage/download/');
    // The given name only, never the full name (DESIGN.md §9).
    expect(mails[0]?.text).not.toContain(`${family.child.lastName} ${family.child.firstName}`);
    expect(mails[0]?.text).not.toContain(`${family.child.lastName}${family.child.firstName}`);

    const undone = await leaving(token, family.child.id, 'DELETE');
    expect(undone.status).toBe(200);
    expect(await undone.json()).toEqual({ childId: family.child.id, leaving: null });
    expect(await childRow(family.child.id)).toMatchObject({ leavesOn: null, leavingReason: null });
  });

  it('from the leaving day on, the leaving can no longer be undone', async () => {
    const { token } = await staffOf(facilityId);
    const family = await createGuardian(server.database.db, { facilityId });
    const marked = await leaving(token, family.child.id, 'PUT', {
      leavesOn: today(),
      leavingReason: 'withdrawal',
    });
    expect(marked.status).toBe(200);
    const undo = await leaving(token, family.child.id, 'DELETE');
    expect(undo.status).toBe(409);
    expect(((await undo.json()) as { message: string }).message).toBe(
      '退園日を過ぎているため取り消せません。',
    );
    expect(await childRow(family.child.id)).toMatchObject({ leavesOn: today() });
  });

  it('refuses a past day, a bad date or reason, in Japanese', async () => {
    const { token } = await staffOf(facilityId);
    const family = await createGuardian(server.database.db, { facilityId });
    const cases = [
      [
        { leavesOn: addTokyoDays(today(), -1), leavingReason: 'withdrawal' },
        '退園日: 今日以降の日付を選んでください。',
      ],
      [
        { leavesOn: '2027/03/31', leavingReason: 'withdrawal' },
        '退園日: 日付を YYYY-MM-DD の形で入力してください。',
      ],
      [{ leavesOn: today(), leavingReason: 'moving' }, '退園の種類: 退園か卒園を選んでください。'],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await leaving(token, family.child.id, 'PUT', body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ statusCode: 400, message });
    }
    expect(await childRow(family.child.id)).toMatchObject({ leavesOn: null });
  });

  it("another facility's staff get 404 and change nothing", async () => {
    const other = await createFacility(server.database.db);
    const { token } = await staffOf(other.id);
    const family = await createGuardian(server.database.db, { facilityId });
    const own = await staffOf(facilityId);
    await leaving(own.token, family.child.id, 'PUT', {
      leavesOn: addTokyoDays(today(), 3),
      leavingReason: 'withdrawal',
    });
    const before = await childRow(family.child.id);

    const moved = await leaving(token, family.child.id, 'PUT', {
      leavesOn: today(),
      leavingReason: 'graduation',
    });
    expect(moved.status).toBe(404);
    // Authorised before the input is judged: a bad date tells them nothing either.
    const bad = await leaving(token, family.child.id, 'PUT', {
      leavesOn: '2000-01-01',
      leavingReason: 'graduation',
    });
    expect(bad.status).toBe(404);
    expect((await leaving(token, family.child.id, 'DELETE')).status).toBe(404);
    expect(await childRow(family.child.id)).toEqual(before);
  });
});
