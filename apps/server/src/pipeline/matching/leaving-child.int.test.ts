import { children, deliveries, eq } from '@hibi/db';
import { tokyoInstant } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { addReference, at, photoWithFace } from '#tests/support/synthetic-faces.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { rematchChild } from '../rematch/rematch-child.ts';
import { matchMedia } from './match-media.ts';

const testDatabase = useTestDatabase();
// The day both tests look from: after the leaving day, 2026-03-20.
const now = () => tokyoInstant('2026-03-21', 12);

/** A child of a facility of its own, approved on `approvedAt`. */
async function childApprovedOn(approvedAt: string) {
  const { db } = testDatabase.handle;
  const facility = await createFacility(db);
  const { child } = await createGuardian(db, { facilityId: facility.id, approvedAt: new Date(approvedAt) });
  return { db, facility, child };
}

/** Records that the child leaves on 2026-03-20 (decision 0078). */
const leavesOn20March = (childId: string, leavingReason: 'graduation' | 'withdrawal') =>
  testDatabase.handle.db
    .update(children)
    .set({ leavesOn: '2026-03-20', leavingReason })
    .where(eq(children.id, childId));

describe('a child who leaves (decision 0078)', () => {
  it('is matched in photos shot before its leaving day, and in none shot on it or after', async () => {
    const { db, facility, child } = await childApprovedOn('2026-01-01');
    await addReference(db, child.id, at(0), new Date('2026-01-01'));
    await leavesOn20March(child.id, 'graduation');
    const shotAt = async (date: string, hour: number) => {
      const { mediaId } = await photoWithFace(db, facility.id, at(1), tokyoInstant(date, hour));
      return (await matchMedia({ db, now }, mediaId)).delivered;
    };

    // 23:59 Tokyo the evening before is still its day at the nursery...
    expect(await shotAt('2026-03-19', 23)).toEqual([child.id]);
    // ...00:30 Tokyo on the leaving day (15:30 UTC the day before) is not.
    expect(await shotAt('2026-03-20', 0)).toEqual([]);
    expect(await shotAt('2026-03-25', 10)).toEqual([]);
    const delivered = await db.select().from(deliveries).where(eq(deliveries.childId, child.id));
    expect(delivered).toHaveLength(1);
  });

  it('gets no photo of its leaving day or after when a new reference looks again', async () => {
    const { db, facility, child } = await childApprovedOn('2026-03-01');
    // Two photos that went to nobody (no reference yet): one before the leaving day, one on it.
    const before = await photoWithFace(db, facility.id, at(1), tokyoInstant('2026-03-18', 10));
    const onTheDay = await photoWithFace(db, facility.id, at(1), tokyoInstant('2026-03-20', 10));
    for (const photo of [before, onTheDay])
      expect((await matchMedia({ db, now }, photo.mediaId)).delivered).toEqual([]);
    await leavesOn20March(child.id, 'withdrawal');
    await addReference(db, child.id, at(0), tokyoInstant('2026-03-21', 9));

    const outcome = await rematchChild({ db, now }, child.id);
    expect(outcome.delivered).toEqual([before.mediaId]);
  });
});
