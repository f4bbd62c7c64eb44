import { auditLog, deliveries, eq } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { createFacility, createGuardian, loginAs, readyPhoto } from '#tests/support/fixtures.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;

useTestServer((started) => {
  server = started.server;
});

async function deliveredPhoto(facilityId: string, childId: string) {
  const { db } = server.database;
  const id = await readyPhoto(db, facilityId);
  await db
    .insert(deliveries)
    .values({ childId, mediaId: id, shootingAt: new Date(), similarity: 0.96, margin: 0.2 });
  return id;
}

const returnItem = (childId: string, mediaId: string, headers: Record<string, string>) =>
  fetch(`${server.url}/api/${childId}/media/${mediaId}/not-my-child`, { method: 'POST', headers });

describe("'not my child'", () => {
  it('takes the item off the timeline at once and keeps it for review', async () => {
    const { db } = server.database;
    const facility = await createFacility(db);
    const { guardian, child } = await createGuardian(db, { facilityId: facility.id });
    const mediaId = await deliveredPhoto(facility.id, child.id);
    const { headers } = await loginAs(server.url, guardian.email);

    expect((await returnItem(child.id, mediaId, headers)).status).toBe(200);
    const [row] = await db.select().from(deliveries).where(eq(deliveries.mediaId, mediaId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect(row?.revokedReason).toBe('not_my_child');
    const trail = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, row?.id ?? ''));
    expect(trail.map((entry) => entry.action)).toEqual(['delivery.not_my_child']);
    expect((await returnItem(child.id, mediaId, headers)).status).toBe(404);
  });

  it("refuses another family's child", async () => {
    const { db } = server.database;
    const facility = await createFacility(db);
    const { child } = await createGuardian(db, { facilityId: facility.id });
    const other = await createGuardian(db, { facilityId: facility.id });
    const mediaId = await deliveredPhoto(facility.id, child.id);
    const { headers } = await loginAs(server.url, other.guardian.email);
    expect((await returnItem(child.id, mediaId, headers)).status).toBe(403);
  });
});
