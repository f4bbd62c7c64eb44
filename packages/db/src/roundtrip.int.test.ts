import { and, desc, eq, lt, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFacility,
  insertChild,
  insertDelivery,
  insertGuardianRow,
  insertReadyPhoto,
} from '#tests/support/fixtures.ts';
import { children, deliveries, facilities, guardians, media } from './schema/index.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.drop());

describe('facility → guardian → child → media → delivery', () => {
  it('reads back what was written, with the defaults filled in', async () => {
    const { db } = testDb.handle;
    const facility = await createFacility(db);
    const guardian = await insertGuardianRow(db, 'hanako@hibi.example');
    const child = await insertChild(db, guardian.id, facility.id);
    const shotAt = new Date('2025-06-02T01:23:45.678Z');
    const photo = await insertReadyPhoto(db, facility.id, shotAt);
    await insertDelivery(db, child.id, photo);

    const [readFacility] = await db.select().from(facilities).where(eq(facilities.id, facility.id));
    expect(readFacility).toMatchObject({
      subscriptionUnitPrice: 1480,
      hasFreeTrial: true,
      freeTrialDays: 14,
    });

    const [readGuardian] = await db.select().from(guardians).where(eq(guardians.id, guardian.id));
    expect(readGuardian).toMatchObject({ email: 'hanako@hibi.example', status: 'unverified' });
    expect(readGuardian?.subscriptionType).toBe('free');
    expect(readGuardian?.userUid).toMatch(/^[0-9a-f-]{36}$/);

    const [readChild] = await db.select().from(children).where(eq(children.id, child.id));
    expect(readChild).toMatchObject({ birthday: '2021-04-02', spendFreeTrial: false, position: 0 });

    const timeline = await db
      .select({ mediaId: deliveries.mediaId, shootingAt: media.shootingAt, kind: media.kind })
      .from(deliveries)
      .innerJoin(media, eq(media.id, deliveries.mediaId))
      .where(eq(deliveries.childId, child.id));
    expect(timeline).toEqual([{ mediaId: photo.id, shootingAt: shotAt, kind: 'photo' }]);
  });

  it('pages a timeline by (shooting_at, media_id) keyset without gaps or repeats', async () => {
    const { db } = testDb.handle;
    const facility = await createFacility(db);
    const child = await insertChild(db, (await insertGuardianRow(db)).id, facility.id);
    const sameInstant = new Date('2025-06-03T00:00:00Z');
    const expected: string[] = [];
    for (let i = 0; i < 7; i++) {
      // Three share a shooting time, so the media id must break the tie.
      const at = i < 3 ? sameInstant : new Date(Date.UTC(2025, 5, 4 + i));
      const item = await insertReadyPhoto(db, facility.id, at);
      await insertDelivery(db, child.id, item);
      expected.push(item.id);
    }

    const seen: string[] = [];
    let cursor: { shootingAt: Date; mediaId: string } | undefined;
    for (;;) {
      const page = await db
        .select({ mediaId: deliveries.mediaId, shootingAt: deliveries.shootingAt })
        .from(deliveries)
        .where(
          and(
            eq(deliveries.childId, child.id),
            cursor &&
              or(
                lt(deliveries.shootingAt, cursor.shootingAt),
                and(eq(deliveries.shootingAt, cursor.shootingAt), lt(deliveries.mediaId, cursor.mediaId)),
              ),
          ),
        )
        .orderBy(desc(deliveries.shootingAt), desc(deliveries.mediaId))
        .limit(3);
      if (page.length === 0) break;
      seen.push(...page.map((row) => row.mediaId));
      cursor = page.at(-1);
    }
    expect(seen).toHaveLength(expected.length);
    expect(new Set(seen)).toEqual(new Set(expected));
  });
});
