import { children, eq, guardians } from '@hibi/db';
import { createTestDatabase, type TestDatabase } from '@hibi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMedia } from '#tests/support/deliver-media.ts';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { familyTimelineRepository } from './family-timeline.repository.ts';

// The media queries enforce DESIGN.md §3 on their own, whatever the service checked before.
let testDb: TestDatabase;
let facilityId: string;
const noStorage = { put: async () => {} };

beforeAll(async () => {
  testDb = await createTestDatabase();
  facilityId = (await createFacility(testDb.handle.db)).id;
});
afterAll(() => testDb.drop());

async function familyWithMedia() {
  const { db } = testDb.handle;
  const { guardian, child } = await createGuardian(db, { facilityId });
  const approvedAt = child.approvedAt ?? new Date();
  const [visible] = await deliverMedia({ db, storage: noStorage, facilityId, childId: child.id }, [
    { shootingAt: new Date() },
    { shootingAt: new Date(), revoked: true },
    { shootingAt: new Date(), status: 'processing' },
    { shootingAt: new Date(), deliveredAt: new Date(approvedAt.getTime() - 1000) },
  ]);
  const page = async (guardianId = guardian.id) => {
    const query = { childId: child.id, guardianId, after: null, limit: 100 };
    return (await familyTimelineRepository(db).page(query)).items;
  };
  return { guardian, child, visible, page };
}

describe('the visibility rule in SQL', () => {
  it("keeps the family's own, unrevoked, ready media delivered since approval", async () => {
    const family = await familyWithMedia();
    expect((await family.page()).map((row) => row.mediaId)).toEqual([family.visible]);
  });

  it("shows nothing of a child to another guardian, even if the service's check were skipped", async () => {
    const family = await familyWithMedia();
    const other = await familyWithMedia();
    expect(await family.page(other.guardian.id)).toEqual([]);
  });

  it('shows nothing once the guardian is withdrawn, or while the child is not approved', async () => {
    const { db } = testDb.handle;
    const withdrawn = await familyWithMedia();
    await db.update(guardians).set({ status: 'withdrawn' }).where(eq(guardians.id, withdrawn.guardian.id));
    expect(await withdrawn.page()).toEqual([]);
    const pending = await familyWithMedia();
    await db.update(children).set({ approvedAt: null }).where(eq(children.id, pending.child.id));
    expect(await pending.page()).toEqual([]);
  });
});
