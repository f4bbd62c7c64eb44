import type { AdminFamily } from '@hibi/contract';
import { auditLog, children, eq, guardians } from '@hibi/db';
import { createFaceEngine } from '@hibi/vision';
import { describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { enrolAs, enrolChild } from '#tests/support/enrol-child.ts';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian, jsonOf } from '#tests/support/fixtures.ts';
import { insertSibling } from '#tests/support/sibling-rows.ts';
import { newStaffToken } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

// Issue 42 (DESIGN.md §9): nursery A's staff see nothing of nursery B's children, not even through a
// family with a child at each, and learn nothing of B's requests before the facility check.
let server: TestServer;
let nurseryA: string;
let nurseryB: string;
let staffA: string;
let staffB: string;
let operator: string;
let enrolledAtB: Awaited<ReturnType<typeof createGuardian>>;
const engine = createFaceEngine();

useTestServer(
  async (started) => {
    server = started.server;
    nurseryA = started.facilityId;
    const { db } = server.database;
    nurseryB = (await createFacility(db)).id;
    operator = await newStaffToken(server);
    staffA = await newStaffToken(server, { role: 'facility_staff', facilityId: nurseryA });
    staffB = await newStaffToken(server, { role: 'facility_staff', facilityId: nurseryB });
    enrolledAtB = await createGuardian(db, { facilityId: nurseryB });
    await enrolAs(db, engine, enrolledAtB.child.id, 'amy');
  },
  { timeout: 180_000 },
);

const api = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
  adminApi(server.url, token)(method, path, body);

const childIdsOf = async (familyId: string, token: string) =>
  ((await (await api('GET', `/families/${familyId}`, token)).json()) as AdminFamily).children.map(
    (child) => child.childId,
  );

describe('a family with children at two nurseries', () => {
  it("shows each nursery's staff only its own children and requests; operators see all", async () => {
    const { db } = server.database;
    const family = await createGuardian(db, { facilityId: nurseryB });
    // A brother approved at A, and a sister still waiting at B (a sibling request).
    const brother = await insertSibling(db, family, {
      facilityId: nurseryA,
      lastName: '日比',
      firstName: 'じろう',
      birthday: '2023-04-01',
      approvedAt: new Date(),
    });
    const sister = await insertSibling(db, family, {
      facilityId: nurseryB,
      lastName: '日比',
      firstName: 'はなこ',
      birthday: '2024-04-01',
      siblingRequestedAt: new Date(),
    });
    expect(await childIdsOf(family.familyId, staffA)).toEqual([brother.id]);
    expect((await childIdsOf(family.familyId, staffB)).sort()).toEqual([family.child.id, sister.id].sort());
    expect(await childIdsOf(family.familyId, operator)).toHaveLength(3);
    const body = await (await api('GET', `/families/${family.familyId}`, staffA)).text();
    for (const hidden of [family.child.firstName, 'はなこ']) expect(body).not.toContain(hidden);

    const approveSister = await api('POST', `/approvals/siblings/${sister.id}/approve`, staffA, {});
    expect(approveSister.status).toBe(403);
    const [still] = await db.select().from(children).where(eq(children.id, sister.id));
    expect(still?.approvedAt).toBeNull();
  });
});

describe("approving another nursery's request", () => {
  it('answers 403 before telling that the request names an enrolled child, changing nothing', async () => {
    const { db } = server.database;
    const waiting = await createGuardian(db, { facilityId: nurseryB, status: 'requested' });
    await enrolChild(db, engine, waiting.child.id, [identityCrop('amy', 4), identityCrop('amy', 5)]);
    // B's own staff are asked for a reason: the request most likely names B's enrolled child.
    const own = await api('POST', `/approvals/${waiting.guardian.id}/approve`, staffB, {});
    expect(own.status).toBe(400);
    const foreign = await api('POST', `/approvals/${waiting.guardian.id}/approve`, staffA, {});
    expect(foreign.status).toBe(403);
    expect((await jsonOf(foreign)).message).not.toContain('登録済み');
    const join = await api('POST', `/approvals/${waiting.guardian.id}/join`, staffA, {
      childId: enrolledAtB.child.id,
    });
    expect(join.status).toBe(403);
    const [row] = await db.select().from(guardians).where(eq(guardians.id, waiting.guardian.id));
    expect(row?.status).toBe('requested');
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, waiting.guardian.id));
    expect(audits).toEqual([]);
  });
});
