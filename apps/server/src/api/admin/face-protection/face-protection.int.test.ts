import type { ChildRedactions, TimelineItem } from '@hibi/contract';
import { auditLog, deliveries, eq } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { deliverMedia } from '#tests/support/deliver-media.ts';
import { createFacility } from '#tests/support/fixtures.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { protectMedia } from '../../../pipeline/protection/protect-media.ts';

// 掲載NG through the console (decision 0077): marking keeps the photo from other families at once,
// URLs they already hold included; the check then decides; lifting it gives the photo back.
let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started));

const urlsOf = (item: TimelineItem) =>
  [item.thumbnailUrl, item.mediumUrl, item.previewUrl, item.originalUrl].filter(
    (url): url is string => !!url,
  );
const statusesOf = (urls: string[]) =>
  Promise.all(urls.map(async (url) => (await fetch(`${server.url}${url}`)).status));

const family = () => signedInFamily(server, { facilityId, subscriptionType: 'premium' });
const timeline = (who: Awaited<ReturnType<typeof family>>) => who.timeline();

async function staffCall(token: string, method: 'GET' | 'PUT', path: string, body?: object) {
  const response = await adminApi(server.url, token)(method, `/children/${path}`, body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('掲載NG from the console', () => {
  it('keeps a shared photo from the other family at once, logs who marked whom, and gives it back when lifted', async () => {
    const { db } = server.database;
    const guarded = await family();
    const neighbour = await family();
    const [mediaId = ''] = await deliverMedia(
      { db, storage: server.context.storage, facilityId, childId: guarded.child.id },
      [{ shootingAt: new Date(Date.now() - 3_600_000) }],
    );
    await db
      .insert(deliveries)
      .values({ childId: neighbour.child.id, mediaId, shootingAt: new Date(Date.now() - 3_600_000) });
    const [held] = await timeline(neighbour);
    const heldUrls = urlsOf(held as TimelineItem);
    expect(await statusesOf(heldUrls)).toEqual([200, 200, 200, 200]);

    const staff = await createStaff(db, { role: 'facility_staff', facilityId });
    const token = await staffTokenOf(server.url, staff.email);
    const marked = await staffCall(token, 'PUT', `${guarded.child.id}/face-protection`, { protected: true });
    expect(marked.status).toBe(200);
    expect(marked.body.faceProtectedAt).toEqual(expect.any(String));
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, guarded.child.id));
    expect(entry).toMatchObject({ actorId: staff.id, action: 'child.face_protect', targetType: 'child' });

    // Until the photo is checked, the other family has nothing of it; the child's own family has it all.
    expect(await timeline(neighbour)).toEqual([]);
    expect(await statusesOf(heldUrls)).toEqual([404, 404, 404, 404]);
    expect(await statusesOf(urlsOf((await timeline(guarded))[0] as TimelineItem))).toEqual([
      200, 200, 200, 200,
    ]);
    const waiting = await staffCall(token, 'GET', `${guarded.child.id}/redactions`);
    expect((waiting.body as ChildRedactions).pending).toBe(1);

    // No face of the child was found in it (these bytes are no photo): it cannot be made safe.
    const deps = { db, storage: server.context.storage, now: () => new Date() };
    expect((await protectMedia(deps, mediaId)).outcome).toBe('unsafe');
    expect(await timeline(neighbour)).toEqual([]);
    const listed = (await staffCall(token, 'GET', `${guarded.child.id}/redactions`)).body as ChildRedactions;
    expect(listed.pending).toBe(0);
    expect(listed.items).toEqual([
      expect.objectContaining({ mediaId, faces: [], unsafeReason: expect.stringContaining('配信しません') }),
    ]);

    // Another nursery's staff learn nothing and change nothing.
    const other = await createStaff(db, {
      role: 'facility_staff',
      facilityId: (await createFacility(db)).id,
    });
    const otherToken = await staffTokenOf(server.url, other.email);
    expect(
      (await staffCall(otherToken, 'PUT', `${guarded.child.id}/face-protection`, { protected: false }))
        .status,
    ).toBe(404);
    expect((await staffCall(otherToken, 'GET', `${guarded.child.id}/redactions`)).status).toBe(404);

    expect(
      (await staffCall(token, 'PUT', `${guarded.child.id}/face-protection`, { protected: false })).body,
    ).toEqual({
      childId: guarded.child.id,
      faceProtectedAt: null,
    });
    expect((await protectMedia(deps, mediaId)).outcome).toBe('clear');
    expect(await statusesOf(heldUrls)).toEqual([200, 200, 200, 200]);
  });

  it('answers a bad request in Japanese', async () => {
    const staff = await createStaff(server.database.db, { role: 'facility_staff', facilityId });
    const token = await staffTokenOf(server.url, staff.email);
    const { child } = await family();
    const answer = await staffCall(token, 'PUT', `${child.id}/face-protection`, { protected: 'yes' });
    expect(answer.status).toBe(400);
    expect(String(answer.body.message)).toMatch(/[ぁ-んァ-ン一-龥]/);
  });
});
