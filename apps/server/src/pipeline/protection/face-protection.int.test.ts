import { children, collectionMedia, eq, mediaRedactions } from '@hibi/db';
import { EMBEDDING_MODEL, PROTECTION_RULES, protectionSimilarity } from '@hibi/vision';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityCrop, sceneWithFaces } from '#tests/support/face-scenes.ts';
import { createPipelineHarness } from '#tests/support/pipeline-harness.ts';
import { downloadRepository } from '../../repositories/download.repository.ts';
import { readObject } from '../../storage/object-storage.ts';
import { ingestMedia } from '../ingest/ingest-media.ts';
import { matchMedia } from '../matching/match-media.ts';
import { facilityMatcher } from '../matching/record-match.ts';
import { movieCollectionRepository } from '../photo-movies/movie-collections.repository.ts';
import { protectMedia } from './protect-media.ts';

// Decision 0077 on the real face engine: amy is 掲載NG, bernadette's family shares a group photo.
let harness: Awaited<ReturnType<typeof createPipelineHarness>>;
beforeAll(async () => {
  harness = await createPipelineHarness(['amy', 'bernadette']);
}, 60_000);
afterAll(() => harness.close());

const sizes = ['thumbnailKey', 'mediumKey', 'previewKey', 'fullKey'] as const;

async function viewerOf(name: 'amy' | 'bernadette') {
  const childId = harness.childOf[name] ?? '';
  const [row] = await harness.deps.db.select().from(children).where(eq(children.id, childId));
  return { childId, guardianId: row?.guardianId ?? '' };
}

async function protect(name: 'amy', at: Date | null) {
  const childId = harness.childOf[name] ?? '';
  await harness.deps.db.update(children).set({ faceProtectedAt: at }).where(eq(children.id, childId));
}

/** The closest any face found in the image comes to a child, by the protection's own measure. */
async function closestTo(name: 'amy' | 'bernadette', bytes: Buffer) {
  const { deps, facilityId, childOf } = harness;
  const { candidates } = await facilityMatcher(deps.db, facilityId, EMBEDDING_MODEL, deps.now());
  const child = candidates.find((c) => c.childId === childOf[name]);
  if (!child) throw new Error(`${name} is not enrolled`);
  const found = await deps.faces.detect(bytes);
  return Math.max(-1, ...found.map((face) => protectionSimilarity(face.embedding, child, deps.now(), 90)));
}

async function sizesFor(name: 'amy' | 'bernadette', mediaId: string) {
  const [item] = await downloadRepository(harness.deps.db).visibleMedia(await viewerOf(name), [mediaId]);
  return item;
}

describe('a 掲載NG child in a group photo', () => {
  it('is blurred in every size another family gets, stays clear for its own, and is unblurred when lifted', async () => {
    const { deps } = harness;
    const photo = await sceneWithFaces([identityCrop('amy', 4), identityCrop('bernadette', 4)], {
      size: 220,
    });
    const mediaId = await harness.upload(photo);
    expect(await ingestMedia(deps, mediaId)).toBe('ready');
    expect((await matchMedia(deps, mediaId)).delivered.sort()).toEqual(
      [harness.childOf.amy, harness.childOf.bernadette].sort(),
    );
    // Delivered before the marking: bernadette's family already has it, clear, in a movie too.
    const bernadette = await viewerOf('bernadette');
    const movies = movieCollectionRepository(deps.db);
    const week = { dateFrom: '2026-11-30', dateTo: '2026-12-06' };
    const collectionId = await movies.saveCollection(bernadette.childId, week, [mediaId], mediaId);
    const clear = await sizesFor('bernadette', mediaId);
    expect(await closestTo('amy', await readObject(deps.storage, clear?.fullKey ?? ''))).toBeGreaterThan(
      0.93,
    );

    await protect('amy', new Date(deps.now().getTime() - 1000));
    // Marked, not yet checked: other families do not get the photo at all in the meantime.
    expect(await sizesFor('bernadette', mediaId)).toBeUndefined();
    expect(await sizesFor('amy', mediaId)).toBeDefined();

    expect((await protectMedia(deps, mediaId)).outcome).toBe('blurred');
    const blurred = await sizesFor('bernadette', mediaId);
    const own = await sizesFor('amy', mediaId);
    for (const size of sizes) {
      expect(blurred?.[size]).toMatch(/\/blurred-[0-9a-f]+-/);
      expect(blurred?.[size]).not.toBe(clear?.[size]);
      expect(own?.[size]).toBe(clear?.[size]);
      const bytes = await readObject(deps.storage, blurred?.[size] ?? '');
      expect(await closestTo('amy', bytes), size).toBeLessThan(PROTECTION_RULES.ruleOut);
    }
    // Bernadette herself is still there, and recognisable, in what her family gets.
    const full = await readObject(deps.storage, blurred?.fullKey ?? '');
    expect(await closestTo('bernadette', full)).toBeGreaterThan(0.93);
    // Her movie is made from the blurred still, and its cover follows.
    const [frame] = await movies.frameKeys(collectionId, bernadette);
    expect(frame?.previewKey).toBe(blurred?.previewKey);
    const [redaction] = await deps.db
      .select()
      .from(mediaRedactions)
      .where(eq(mediaRedactions.mediaId, mediaId));
    expect(redaction?.faces.map((face) => [face.childId, face.reason])).toEqual([
      [harness.childOf.amy, 'matched'],
    ]);
    expect((await movies.findCollection(bernadette.childId, week.dateFrom))?.thumbnailKey).toBe(
      blurred?.thumbnailKey,
    );

    // Checked again with nothing changed: the same files stand.
    expect(await protectMedia(deps, mediaId)).toEqual({ outcome: 'blurred', changed: false });
    expect((await sizesFor('bernadette', mediaId))?.fullKey).toBe(blurred?.fullKey);

    await protect('amy', null);
    expect(await protectMedia(deps, mediaId)).toEqual({ outcome: 'clear', changed: true });
    expect((await sizesFor('bernadette', mediaId))?.fullKey).toBe(clear?.fullKey);
    expect(await deps.storage.exists(blurred?.fullKey ?? '')).toBe(false);
    expect((await movies.findCollection(bernadette.childId, week.dateFrom))?.thumbnailKey).toBe(
      clear?.thumbnailKey,
    );
    await deps.db.delete(collectionMedia).where(eq(collectionMedia.collectionId, collectionId));
  });

  it('keeps a video with the child from other families altogether', async () => {
    // A photo row standing in for a video's faces: the rule is by kind, the faces are real.
    const { deps } = harness;
    const mediaId = await harness.upload(
      await sceneWithFaces([identityCrop('amy', 5), identityCrop('bernadette', 5)], { size: 220 }),
    );
    await ingestMedia(deps, mediaId);
    await matchMedia(deps, mediaId);
    await protect('amy', new Date(deps.now().getTime() - 1000));
    const { media } = await import('@hibi/db');
    await deps.db.update(media).set({ kind: 'video' }).where(eq(media.id, mediaId));
    expect((await protectMedia(deps, mediaId)).outcome).toBe('unsafe');
    expect(await sizesFor('bernadette', mediaId)).toBeUndefined();
    expect(await sizesFor('amy', mediaId)).toBeDefined();
    await protect('amy', null);
  });
});
