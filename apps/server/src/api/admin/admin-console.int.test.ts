import { inquiries } from '@hibi/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, invitationLinkOf, invitationTokenOf } from '#tests/support/admin-api.ts';
import { dayMs, testClock } from '#tests/support/clock.ts';
import { createFacility, createGuardian, jsonOf } from '#tests/support/fixtures.ts';
import { createStaff, newStaffToken, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

const clock = testClock();
let server: TestServer;
let homeId: string;
let otherId: string;
let operator: ReturnType<typeof adminApi>;
let staff: ReturnType<typeof adminApi>;
useTestServer(
  async (started) => {
    server = started.server;
    homeId = started.facilityId;
    const { db } = server.database;
    otherId = (await createFacility(db)).id;
    await createGuardian(db, { facilityId: homeId });
    operator = adminApi(server.url, await newStaffToken(server));
    const member = await createStaff(db, { role: 'facility_staff', facilityId: homeId });
    staff = adminApi(server.url, await staffTokenOf(server.url, member.email));
  },
  { now: clock.now },
);

const facilityInput = (code: string, classes: { id?: string; name: string }[] = []) => ({
  name: 'ひまわり保育園',
  code,
  classes,
  subscriptionUnitPrice: 1480,
  hasFreeTrial: true,
  freeTrialDays: 14,
});

describe('facilities', () => {
  let created: { id: string; classes: { id: string; name: string }[] };

  beforeAll(async () => {
    const response = await operator(
      'POST',
      '/facilities',
      facilityInput('Himawari', [{ name: 'ひよこ組' }, { name: 'うさぎ組' }]),
    );
    expect(response.status).toBe(201);
    created = (await response.json()) as typeof created;
  });

  it('creates a facility with its classes, the code stored as guardians type it', async () => {
    expect(created).toMatchObject({
      code: 'himawari',
      classes: [{ name: 'ひよこ組' }, { name: 'うさぎ組' }],
    });
    const lookup = await fetch(`${server.url}/api/groups/code/HIMAWARI`);
    expect(await lookup.json()).toMatchObject({ groupId: created.id });
  });

  it('renames and reorders classes, and answers 409 for a taken code', async () => {
    const [chicks, rabbits] = created.classes;
    const edited = await operator('PUT', `/facilities/${created.id}`, {
      ...facilityInput('himawari', [
        { id: rabbits?.id, name: 'ぱんだ組' },
        { id: chicks?.id, name: 'うさぎ組' },
      ]),
      freeTrialDays: 30,
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      freeTrialDays: 30,
      classes: [{ name: 'ぱんだ組' }, { name: 'うさぎ組' }],
    });
    const taken = await operator('POST', '/facilities', facilityInput('HIMAWARI'));
    expect([taken.status, (await jsonOf(taken)).message]).toEqual([
      409,
      expect.stringContaining('すでに使われています'),
    ]);
  });

  it('refuses to delete a class that has children, in Japanese', async () => {
    const { db } = server.database;
    const detail = (await (await operator('GET', `/facilities/${homeId}`)).json()) as {
      facility: { code: string };
    };
    const classed = await operator(
      'PUT',
      `/facilities/${homeId}`,
      facilityInput(detail.facility.code, [{ name: 'すみれ組' }]),
    );
    const { classes } = (await classed.json()) as { classes: { id: string }[] };
    const { child } = await createGuardian(db, { facilityId: homeId });
    await db.execute(`update children set class_id = '${classes[0]?.id}' where id = '${child.id}'`);
    const response = await operator('PUT', `/facilities/${homeId}`, facilityInput(detail.facility.code, []));
    expect(response.status).toBe(409);
    expect((await jsonOf(response)).message).toContain('すみれ組には園児が所属しているため削除できません');
  });

  it('answers 400, never 500, for a NUL byte or other bad input', async () => {
    for (const body of [
      { ...facilityInput('nul-test'), name: 'ひまわり\u0000園' },
      facilityInput('nul-test', [{ name: 'く\u0000み' }]),
      facilityInput('bad code!'),
      { ...facilityInput('dup-class'), classes: [{ name: 'A組' }, { name: 'A組' }] },
      { ...facilityInput('price'), subscriptionUnitPrice: -1 },
    ]) {
      const response = await operator('POST', '/facilities', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await jsonOf(response)).message).toMatch(/[ぁ-んァ-ン]/);
    }
    const inQuery = await operator('GET', '/audit?cursor=%00');
    expect(inQuery.status).toBe(400);
  });

  it('lists guardians and children in the detail, scoped for facility staff', async () => {
    const detail = await staff('GET', `/facilities/${homeId}`);
    const body = (await detail.json()) as {
      guardians: { status: string; plan: string; children: unknown[] }[];
    };
    expect(body.guardians[0]).toMatchObject({
      status: 'approved',
      plan: 'trial',
      children: [expect.any(Object)],
    });
    expect((await staff('GET', `/facilities/${otherId}`)).status).toBe(403);
    const list = (await (await staff('GET', '/facilities')).json()) as { facilities: { id: string }[] };
    expect(list.facilities.map((facility) => facility.id)).toEqual([homeId]);
    expect((await staff('POST', '/facilities', facilityInput('mine'))).status).toBe(403);
    expect((await staff('PUT', `/facilities/${homeId}`, facilityInput('mine'))).status).toBe(403);
  });
});

describe('staff invitations', () => {
  const invite = (email: string) =>
    operator('POST', '/staff/invitations', {
      email,
      name: '保育 花子',
      role: 'facility_staff',
      facilityId: homeId,
    });
  const accept = (token: string, password = 'welcome-2026') =>
    adminApi(server.url, null)('POST', '/staff/invitations/accept', { token, password });

  it('mails a link that sets the password once, and signs the new staff member in', async () => {
    expect((await invite('new-staff@hibi.example')).status).toBe(201);
    const token = invitationTokenOf(await invitationLinkOf(server, 'new-staff@hibi.example'));
    expect((await accept(token, 'short')).status).toBe(400);
    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    const { accessToken } = (await accepted.json()) as { accessToken: string };
    const me = await adminApi(server.url, accessToken)('GET', '/me');
    expect(await me.json()).toMatchObject({
      email: 'new-staff@hibi.example',
      role: 'facility_staff',
      facilityId: homeId,
    });
    const reused = await accept(token, 'another-pass-9');
    expect([reused.status, (await jsonOf(reused)).message]).toEqual([
      400,
      expect.stringContaining('使用済み'),
    ]);
  });

  it('refuses a link after 7 days', async () => {
    await invite('late-staff@hibi.example');
    const token = invitationTokenOf(await invitationLinkOf(server, 'late-staff@hibi.example'));
    clock.advance(7 * dayMs + 1000);
    try {
      expect((await accept(token)).status).toBe(400);
    } finally {
      clock.advance(-(7 * dayMs + 1000));
    }
  });

  it('needs a facility for facility staff, refuses a known address, and is for operators only', async () => {
    const noFacility = await operator('POST', '/staff/invitations', {
      email: 'x@hibi.example',
      name: 'x',
      role: 'facility_staff',
    });
    expect([noFacility.status, (await jsonOf(noFacility)).message]).toEqual([
      400,
      expect.stringContaining('施設を選んでください'),
    ]);
    expect((await invite('new-staff@hibi.example')).status).toBe(409);
    const byStaff = await staff('POST', '/staff/invitations', {
      email: 'y@hibi.example',
      name: 'y',
      role: 'operator',
    });
    expect(byStaff.status).toBe(403);
  });

  it('lists all staff to operators and a facility’s own to its staff', async () => {
    const all = (await (await operator('GET', '/staff')).json()) as {
      staff: { facilityId: string | null }[];
    };
    expect(all.staff.some((member) => member.facilityId === null)).toBe(true);
    const mine = (await (await staff('GET', '/staff')).json()) as {
      staff: { facilityId: string | null }[];
      pending: unknown[];
    };
    expect(mine.staff.every((member) => member.facilityId === homeId)).toBe(true);
    expect(mine.staff.length).toBeGreaterThanOrEqual(2);
  });
});

describe('inbox and audit log', () => {
  let inquiryId: string;
  beforeAll(async () => {
    const [row] = await server.database.db
      .insert(inquiries)
      .values({
        kind: 'contact',
        name: '山田 太郎',
        email: 'yamada@example.jp',
        message: '導入を検討しています。',
      })
      .returning();
    inquiryId = row?.id ?? '';
  });

  it('lists inquiries to operators and marks one handled and back', async () => {
    const unhandled = (await (await operator('GET', '/inquiries?handled=false')).json()) as {
      inquiries: { id: string }[];
    };
    expect(unhandled.inquiries.map((row) => row.id)).toContain(inquiryId);
    expect((await operator('POST', `/inquiries/${inquiryId}/handled`, { handled: true })).status).toBe(200);
    const handled = (await (await operator('GET', '/inquiries?handled=true')).json()) as {
      inquiries: { id: string; handledAt: string }[];
    };
    expect(handled.inquiries.find((row) => row.id === inquiryId)?.handledAt).toBeTruthy();
    expect((await operator('POST', `/inquiries/${inquiryId}/handled`, { handled: false })).status).toBe(200);
    expect((await staff('GET', '/inquiries')).status).toBe(403);
    expect((await staff('POST', `/inquiries/${inquiryId}/handled`, { handled: true })).status).toBe(403);
    expect(
      (await operator('POST', `/inquiries/${crypto.randomUUID()}/handled`, { handled: true })).status,
    ).toBe(404);
  });

  it('pages the audit log by cursor; facility staff see their facility’s actions only', async () => {
    const first = (await (await operator('GET', '/audit?limit=2')).json()) as {
      entries: { id: number; action: string; actorName: string | null }[];
      nextCursor: string;
    };
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0]?.actorName).toBe('テスト運営');
    const second = (await (
      await operator('GET', `/audit?limit=2&cursor=${first.nextCursor}`)
    ).json()) as typeof first;
    expect(second.entries[0]?.id).toBeLessThan(first.entries[1]?.id ?? 0);
    const actions = (await (await operator('GET', '/audit?limit=100')).json()) as typeof first;
    expect(actions.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'inquiry.handled',
        'staff.invite',
        'staff.accept_invitation',
        'facility.create',
      ]),
    );
    const mine = (await (await staff('GET', '/audit?limit=100')).json()) as typeof first;
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries.map((entry) => entry.action)).not.toContain('facility.create');
  });
});
