import { randomUUID } from 'node:crypto';
import { eq, faces, matchDecisions, media } from '@hibi/db';
import { EMBEDDING_MODEL } from '@hibi/vision';
import { describe, expect, it } from 'vitest';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { forgetUnmatchedFaces } from './forget-unmatched-faces.ts';

const testDatabase = useTestDatabase();

describe('forgetUnmatchedFaces', () => {
  it('erases old embeddings that went to nobody and keeps the matched and the recent', async () => {
    const { db } = testDatabase.handle;
    const facility = await createFacility(db);
    const { child } = await createGuardian(db, { facilityId: facility.id });
    const mediaId = randomUUID();
    await db.insert(media).values({
      id: mediaId,
      facilityId: facility.id,
      kind: 'photo',
      originalKey: `k/${mediaId}`,
      contentSha256: mediaId,
    });
    const old = new Date('2026-01-01T00:00:00Z');
    const face = (createdAt: Date) => ({
      mediaId,
      boxX: 0,
      boxY: 0,
      boxWidth: 0.1,
      boxHeight: 0.1,
      embedding: [0.6, 0.8],
      embeddingModel: EMBEDDING_MODEL,
      detectionScore: 0.9,
      createdAt,
    });
    const [stranger, matched, recent] = await db
      .insert(faces)
      .values([face(old), face(old), face(new Date('2026-02-20T00:00:00Z'))])
      .returning();
    await db.insert(matchDecisions).values([
      { faceId: stranger?.id ?? '', childId: child.id, similarity: 0.3, decision: 'rejected' },
      { faceId: matched?.id ?? '', childId: child.id, similarity: 0.96, margin: 0.3, decision: 'accepted' },
    ]);

    expect(await forgetUnmatchedFaces(db, new Date('2026-03-01T00:00:00Z'))).toBe(1);
    const embeddingOf = async (id: string | undefined) =>
      (
        await db
          .select()
          .from(faces)
          .where(eq(faces.id, id ?? ''))
      )[0]?.embedding;
    expect(await embeddingOf(stranger?.id)).toEqual([]);
    expect(await embeddingOf(matched?.id)).toHaveLength(2);
    expect(await embeddingOf(recent?.id)).toHaveLength(2);
  });
});
