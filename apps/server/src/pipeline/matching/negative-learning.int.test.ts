import { randomUUID } from 'node:crypto';
import { and, auditLog, deliveries, eq, faces, matchDecisions, media, referenceImages } from '@hibi/db';
import { createTestDatabase } from '@hibi/db/testing';
import { EMBEDDING_MODEL, MATCH_THRESHOLD } from '@hibi/vision';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacility, createGuardian } from '../../../../../tests/support/fixtures.ts';
import { notMyChildReason, staffRevokedReason } from '../../deliveries/wrong-match.ts';
import { matchMedia } from './match-media.ts';

let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(() => testDatabase.drop());

/** A unit embedding at `degrees` in a plane: cosines between them are easy to reason about. */
const at = (degrees: number) => [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180), 0];
const box = { boxX: 0, boxY: 0, boxWidth: 100, boxHeight: 100, detectionScore: 0.9, quality: 0.8 };

describe('negative learning from returned items', () => {
  it.each([
    ['the family returned', notMyChildReason],
    ['staff took back', staffRevokedReason],
  ])("holds back look-alikes of a face %s, and still delivers the child's own", async (_, reason) => {
    const { db } = testDatabase.handle;
    const facility = await createFacility(db);
    const { child } = await createGuardian(db, { facilityId: facility.id });
    const [reference] = await db
      .insert(referenceImages)
      .values({ childId: child.id, storageKey: `references/${randomUUID()}.jpg`, status: 'accepted' })
      .returning();
    await db
      .insert(faces)
      .values({ ...box, referenceImageId: reference?.id, embedding: at(0), embeddingModel: EMBEDDING_MODEL });

    const photoWithFaceAt = async (degrees: number) => {
      const id = randomUUID();
      await db.insert(media).values({
        id,
        facilityId: facility.id,
        kind: 'photo',
        originalKey: `media/${facility.id}/${id}/original.jpg`,
        contentSha256: id,
        status: 'ready',
      });
      await db
        .insert(faces)
        .values({ ...box, mediaId: id, embedding: at(degrees), embeddingModel: EMBEDDING_MODEL });
      return (await matchMedia({ db, now: () => new Date() }, id)).delivered;
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
