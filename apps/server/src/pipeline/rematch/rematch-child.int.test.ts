import { and, auditLog, deliveries, eq, inArray, matchDecisions } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { addReference, at, photoWithFace } from '#tests/support/synthetic-faces.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { matchMedia } from '../matching/match-media.ts';
import { REMATCH_DAYS, rematchChild } from './rematch-child.ts';

const testDatabase = useTestDatabase();

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const deps = () => ({ db: testDatabase.handle.db, now: () => new Date() });

/** A ready photo of the facility with one face, shot `age` days ago. */
const photo = (facilityId: string, embedding: number[], age: number) =>
  photoWithFace(testDatabase.handle.db, facilityId, embedding, daysAgo(age));

const deliveredTo = async (mediaId: string) =>
  (await testDatabase.handle.db.select().from(deliveries).where(eq(deliveries.mediaId, mediaId))).map(
    (row) => row.childId,
  );

describe('matching recent photos again after a new reference', () => {
  it("delivers the child's recent photos that went to nobody, and nothing else", async () => {
    const { db } = testDatabase.handle;
    const facility = await createFacility(db);
    const { child } = await createGuardian(db, { facilityId: facility.id, approvedAt: daysAgo(60) });
    const { child: other } = await createGuardian(db, { facilityId: facility.id, approvedAt: daysAgo(60) });
    // Sign-up photo of last year at 0°; the child has grown to 40° since (cosine 0.77: nobody's).
    await addReference(db, child.id, at(0), daysAgo(365));
    await addReference(db, other.id, [0, 0, 1], daysAgo(365));
    const recent = await photo(facility.id, at(40), 3);
    const old = await photo(facility.id, at(40), REMATCH_DAYS + 6);
    for (const { mediaId } of [recent, old])
      expect((await matchMedia(deps(), mediaId)).delivered).toEqual([]);
    // A photo the other child received (by the matcher then, or staff): theirs whatever comes next.
    const taken = await photo(facility.id, at(40), 5);
    await db.insert(matchDecisions).values({
      faceId: taken.faceId,
      childId: other.id,
      similarity: 0.931,
      margin: 0.041,
      decision: 'accepted',
    });
    await db.insert(deliveries).values({ childId: other.id, mediaId: taken.mediaId, shootingAt: daysAgo(5) });

    // The family adds a photo of today.
    await addReference(db, child.id, at(40), new Date());
    const first = await rematchChild(deps(), child.id);
    expect(first).toEqual({ faces: 1, delivered: [recent.mediaId] });
    expect(await deliveredTo(recent.mediaId)).toEqual([child.id]);
    expect(await deliveredTo(old.mediaId)).toEqual([]);
    expect(await deliveredTo(taken.mediaId)).toEqual([other.id]);
    // Shown on the timeline: delivered now (after the approval), not hidden by the day's selection.
    const [delivery] = await db.select().from(deliveries).where(eq(deliveries.mediaId, recent.mediaId));
    expect(delivery?.revokedAt).toBeNull();
    expect(delivery?.deliveredAt.getTime()).toBeGreaterThanOrEqual(child.approvedAt?.getTime() ?? Infinity);
    const decisions = await db
      .select({ decision: matchDecisions.decision, childId: matchDecisions.childId })
      .from(matchDecisions)
      .where(eq(matchDecisions.faceId, recent.faceId))
      .orderBy(matchDecisions.id);
    expect(decisions).toEqual([
      { decision: 'rejected', childId: child.id },
      { decision: 'accepted', childId: child.id },
    ]);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, child.id), eq(auditLog.action, 'child.rematch')));
    expect(audited).toMatchObject([{ actorKind: 'system', detail: { faces: 1, delivered: 1 } }]);

    // Again (a retry, or a second photo accepted): nothing new.
    const countOf = async () => ({
      deliveries: (await db.select().from(deliveries).where(eq(deliveries.mediaId, recent.mediaId))).length,
      decisions: (
        await db
          .select()
          .from(matchDecisions)
          .where(inArray(matchDecisions.faceId, [recent.faceId, old.faceId, taken.faceId]))
      ).length,
    });
    const before = await countOf();
    expect(await rematchChild(deps(), child.id)).toEqual({ faces: 0, delivered: [] });
    expect(await countOf()).toEqual(before);
  });

  it('leaves alone a face whose best match is now another child', async () => {
    const { db } = testDatabase.handle;
    const facility = await createFacility(db);
    const { child } = await createGuardian(db, { facilityId: facility.id, approvedAt: daysAgo(60) });
    await addReference(db, child.id, at(0), daysAgo(365));
    const between = await photo(facility.id, at(58), 2);
    expect((await matchMedia(deps(), between.mediaId)).delivered).toEqual([]);
    // A child who joined since is clearly closer to that face (10°, cosine 0.985) than the new
    // photo (20°, 0.939 with the old one): the face would be theirs, and this run is not theirs.
    const { child: newcomer } = await createGuardian(db, { facilityId: facility.id });
    await addReference(db, newcomer.id, at(68));
    await addReference(db, child.id, at(40));
    expect(await rematchChild(deps(), child.id)).toEqual({ faces: 1, delivered: [] });
    expect(await deliveredTo(between.mediaId)).toEqual([]);
    const decisions = await db.select().from(matchDecisions).where(eq(matchDecisions.faceId, between.faceId));
    expect(decisions).toHaveLength(1);
  });

  it('does nothing for a child not approved yet', async () => {
    const { db } = testDatabase.handle;
    const facility = await createFacility(db);
    const { child } = await createGuardian(db, { facilityId: facility.id, status: 'requested' });
    await addReference(db, child.id, at(40), new Date());
    const waiting = await photo(facility.id, at(40), 1);
    await matchMedia(deps(), waiting.mediaId);
    expect(await rematchChild(deps(), child.id)).toEqual({ faces: 0, delivered: [] });
    expect(await deliveredTo(waiting.mediaId)).toEqual([]);
  });
});
