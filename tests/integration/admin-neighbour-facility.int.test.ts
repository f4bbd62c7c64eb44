// Issue 42: a staff member of nursery A, calling every console route with nursery B's real ids,
// gets 403 or 404 (or an answer about A only) and changes nothing of B's. Made from the OpenAPI
// document, so a console call added later is held to the same rule.
import { randomUUID } from 'node:crypto';
import { children, classes, deliveries, eq, guardians, inArray, media } from '@hibi/db';
import { addTokyoDays, tokyoDate } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import type { AdminApiDocument } from '#tests/support/admin-field-probes.ts';
import { adminNeighbourProbes } from '#tests/support/admin-neighbour-probes.ts';
import { deliverMedia } from '#tests/support/deliver-media.ts';
import { createFacility, createGuardian, insertUndecidedFace } from '#tests/support/fixtures.ts';
import { insertSibling } from '#tests/support/sibling-rows.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let nurseryA: string;
useTestServer((started) => ({ server, facilityId: nurseryA } = started));

/** Nursery B: an enrolled family with a photo, a waiting request, a waiting sibling, a class, staff. */
async function neighbour() {
  const { db } = server.database;
  const facility = await createFacility(db);
  const enrolled = await createGuardian(db, { facilityId: facility.id });
  const waiting = await createGuardian(db, { facilityId: facility.id, status: 'requested' });
  const sibling = await insertSibling(db, enrolled, {
    facilityId: facility.id,
    lastName: '隣園',
    firstName: 'いもうと',
    birthday: '2024-04-01',
    siblingRequestedAt: new Date(),
  });
  const [room] = await db.insert(classes).values({ facilityId: facility.id, name: 'となり組' }).returning();
  const [mediaId = ''] = await deliverMedia(
    { db, storage: server.context.storage, facilityId: facility.id, childId: enrolled.child.id },
    [{ shootingAt: new Date(Date.now() - 3_600_000) }],
  );
  const face = await insertUndecidedFace(db, mediaId, enrolled.child.id);
  const [delivery] = await db.select().from(deliveries).where(eq(deliveries.mediaId, mediaId));
  // Leaving later (decision 0078): an undo or a new day by another facility's staff would show.
  await db
    .update(children)
    .set({ leavesOn: addTokyoDays(tokyoDate(new Date()), 20), leavingReason: 'graduation' })
    .where(eq(children.id, enrolled.child.id));
  const staff = await createStaff(db, { role: 'facility_staff', facilityId: facility.id });
  return { facility, enrolled, waiting, sibling, room, mediaId, face, delivery, staff };
}

async function snapshot(world: Awaited<ReturnType<typeof neighbour>>) {
  const { db } = server.database;
  return JSON.stringify([
    await db
      .select()
      .from(guardians)
      .where(inArray(guardians.id, [world.enrolled.guardian.id, world.waiting.guardian.id])),
    await db.select().from(children).where(eq(children.facilityId, world.facility.id)),
    await db.select().from(deliveries).where(eq(deliveries.mediaId, world.mediaId)),
    await db.select().from(media).where(eq(media.facilityId, world.facility.id)),
    await db.select().from(classes).where(eq(classes.facilityId, world.facility.id)),
  ]);
}

describe("another facility's staff on every console call", () => {
  it('get 403 or 404, or an answer about their own facility only, and change nothing', {
    timeout: 120_000,
  }, async () => {
    const world = await neighbour();
    const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as AdminApiDocument;
    const known: Record<string, string> = {
      facilityId: world.facility.id,
      facilityCode: world.facility.code,
      childId: world.sibling.id,
      intoChildId: world.enrolled.child.id,
      guardianId: world.waiting.guardian.id,
      email: world.waiting.guardian.email,
      familyId: world.enrolled.familyId,
      deliveryId: world.delivery?.id ?? '',
      mediaId: world.mediaId,
      faceId: world.face.id,
      classId: world.room?.id ?? '',
      staffId: world.staff.id,
      contentType: 'image/jpeg',
      reason: '理由',
      // A leaving day B's staff could set (退園・卒園, decision 0078): today or later.
      leavesOn: addTokyoDays(tokyoDate(new Date()), 7),
    };
    // What B's data would show if it leaked into an answer.
    const secrets = [
      world.enrolled.child.id,
      world.sibling.id,
      world.waiting.guardian.id,
      world.mediaId,
      world.face.id,
      world.enrolled.guardian.email,
      world.waiting.guardian.email,
      world.enrolled.child.firstName,
      'いもうと',
      'となり組',
    ];
    const staffA = await createStaff(server.database.db, { role: 'facility_staff', facilityId: nurseryA });
    const token = await staffTokenOf(server.url, staffA.email);
    const before = await snapshot(world);
    const probes = adminNeighbourProbes(document, known).filter(
      // Signing in and out, and accepting an invitation, come before any staff session.
      (probe) => !/\/admin\/(login|logout|refreshToken|staff\/invitations\/accept)$/.test(probe.route),
    );
    // The same calls with ids of nothing: an answer that B's real ids change tells something of B.
    const madeUp = Object.fromEntries(
      Object.entries(known).map(([name, value]) => [
        name,
        /^[0-9a-f-]{36}$/.test(value) ? randomUUID() : value,
      ]),
    );
    const blind = adminNeighbourProbes(document, madeUp);
    const send = async (probe: { method: string; url: string; body?: string }) => {
      const response = await fetch(`${server.url}${probe.url}`, {
        method: probe.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(probe.body ? { 'content-type': 'application/json' } : {}),
        },
        body: probe.body,
      });
      return { status: response.status, text: await response.text() };
    };
    const leaks: string[] = [];
    for (const probe of probes) {
      const answer = await send(probe);
      const refused = answer.status === 403 || answer.status === 404;
      const leaked = secrets.filter((secret) => secret && answer.text.includes(secret));
      const other = blind.find((made) => made.method === probe.method && made.route === probe.route);
      const asForNothing = other !== undefined && (await send(other)).text === answer.text;
      if (!refused && (answer.status >= 500 || leaked.length > 0 || !asForNothing))
        leaks.push(
          `${probe.method} ${probe.route} → ${answer.status} ${leaked.join(',')} ${answer.text.slice(0, 120)}`,
        );
    }
    expect(probes.length).toBeGreaterThan(30);
    // The day's uploads, hiding, deleting and undoing a take-back (issue 44, point 3) among them.
    expect(probes.map((probe) => `${probe.method} ${probe.route}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/media',
        'POST /api/admin/media/{mediaId}/hide',
        'POST /api/admin/media/{mediaId}/unhide',
        'DELETE /api/admin/media/{mediaId}',
        'POST /api/admin/deliveries/{deliveryId}/restore',
      ]),
    );
    expect(leaks).toEqual([]);
    expect(await snapshot(world)).toBe(before);
  });
});
