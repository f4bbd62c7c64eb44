import { and, auditLog, deliveries, eq, faces, matchDecisions } from '@hibi/db';
import { notMyChildReason, staffRevokedReason } from '@hibi/domain';
import { MATCH_THRESHOLD } from '@hibi/vision';
import { describe, expect, it } from 'vitest';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { addReference, at, photoWithFace } from '#tests/support/synthetic-faces.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { matchMedia } from './match-media.ts';

const testDatabase = useTestDatabase();

describe('negative learning from returned items', () => {
  it.each([
    ['the family returned', notMyChildReason],
    ['staff took back', staffRevokedReason],
  ])("holds back look-alikes of a face %s, and still delivers the child's own", async (_, reason) => {
    const { db } = testDatabase.handle;
    const facility = await createFacility(db);
    const { child } = await createGuardian(db, { facilityId: facility.id });
    await addReference(db, child.id, at(0));

    const photoWithFaceAt = async (degrees: number) => {
      const { mediaId } = await photoWithFace(db, facility.id, at(degrees));
      return (await matchMedia({ db, now: () => new Date() }, mediaId)).delivered;
    };

    // Someone else at 18° looks enough like the child (cosine 0.951, threshold 0.93) to be delivered...
    expect(MATCH_THRESHOLD).toBeLessThan(Math.cos((18 * Math.PI) / 180));
    expect(await photoWithFaceAt(18)).toEqual([child.id]);
    const [wrong] = await db.select().from(deliveries).where(eq(deliveries.childId, child.id));
    if (!wrong) throw new Error('the look-alike was delivered');
    // A sure delivery (past threshold + half a margin, alone in the facility) joins the gallery, on record.
    const added = await db.select().from(auditLog).where(eq(auditLog.targetId, child.id));
    expect(added).toMatchObject([{ action: 'gallery.add', actorKind: 'system', targetType: 'child' }]);
    // ...until the family returns it, or staff take it back.
    await db
      .update(deliveries)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(eq(deliveries.id, wrong.id));

    // ...then their next photo at 19° is held back (1° from the returned face, 19° from the child)...
    expect(await photoWithFaceAt(19)).toEqual([]);
    const held = await db
      .select({ decision: matchDecisions.decision })
      .from(matchDecisions)
      .innerJoin(faces, eq(faces.id, matchDecisions.faceId))
      .where(and(eq(matchDecisions.childId, child.id), eq(matchDecisions.decision, 'ambiguous')));
    expect(held).toHaveLength(1);
    // ...and the child's own face at -5° still arrives (23° from the returned one).
    expect(await photoWithFaceAt(-5)).toEqual([child.id]);
  });
});
