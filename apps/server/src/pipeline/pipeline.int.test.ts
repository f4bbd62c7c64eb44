import { readFile } from 'node:fs/promises';
import { and, deliveries, eq, matchDecisions, media } from '@hibi/db';
import { contentHash } from '@hibi/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { createPipelineHarness } from '#tests/support/pipeline-harness.ts';
import { ingestMedia } from './ingest/ingest-media.ts';
import { matchMedia } from './matching/match-media.ts';
import type { PipelineDeps } from './pipeline-deps.ts';

let harness: Awaited<ReturnType<typeof createPipelineHarness>>;
let deps: PipelineDeps;
let childOf: Record<string, string>;
let upload: (bytes: Buffer) => Promise<string>;

beforeAll(async () => {
  harness = await createPipelineHarness(['amy', 'bernadette']);
  ({ deps, childOf } = harness);
  upload = (bytes) => harness.upload(bytes);
}, 60_000);
afterAll(() => harness.close());

const deliveredTo = async (mediaId: string) =>
  (await deps.db.select().from(deliveries).where(eq(deliveries.mediaId, mediaId))).map((row) => row.childId);

describe('the media pipeline', () => {
  it("delivers a photo of child A to A's timeline only, dated by its EXIF time", async () => {
    const mediaId = await upload(
      await sceneWithFace(identityCrop('amy', 5), { takenAt: '2026:05:01 10:30:00' }),
    );
    expect(await ingestMedia(deps, mediaId)).toBe('ready');
    expect((await matchMedia(deps, mediaId)).delivered).toEqual([childOf.amy]);
    expect(await deliveredTo(mediaId)).toEqual([childOf.amy]);
    const [item] = await deps.db.select().from(media).where(eq(media.id, mediaId));
    expect(item?.shootingAt.toISOString()).toBe('2026-05-01T01:30:00.000Z');
    expect(item?.placeholder).toBeTruthy();
    expect(item?.perceptualHash).toMatch(/^[0-9a-f]{16}$/);
    expect(await deps.storage.exists(item?.previewKey ?? '')).toBe(true);
    expect(item?.mediumKey).toMatch(/\/medium\.webp$/);
    expect(await deps.storage.exists(item?.mediumKey ?? '')).toBe(true);
    // A retry re-runs safely: nothing is decided or delivered twice.
    expect(await ingestMedia(deps, mediaId)).toBe('already-done');
    expect(await matchMedia(deps, mediaId)).toEqual({ decided: 0, delivered: [] });
  });

  it('delivers a photo of nobody enrolled to nobody, with the decision kept', async () => {
    const mediaId = await upload(await sceneWithFace(identityCrop('howard', 1)));
    expect(await ingestMedia(deps, mediaId)).toBe('ready');
    await matchMedia(deps, mediaId);
    expect(await deliveredTo(mediaId)).toEqual([]);
    const decisions = await deps.db.select().from(matchDecisions);
    expect(decisions.some((row) => row.decision !== 'accepted')).toBe(true);
  });

  it('drops an exact duplicate and fails unreadable bytes with a Japanese reason', async () => {
    const bytes = await sceneWithFace(identityCrop('raj', 1));
    expect(await ingestMedia(deps, await upload(bytes))).toBe('ready');
    const copy = await upload(bytes);
    expect(await ingestMedia(deps, copy)).toBe('duplicate');
    expect(await deps.db.select().from(media).where(eq(media.id, copy))).toEqual([]);
    const broken = await upload(Buffer.from('not a photo'));
    expect(await ingestMedia(deps, broken)).toBe('failed');
    const [item] = await deps.db.select().from(media).where(eq(media.id, broken));
    expect(item?.failureReason).toContain('読み込めませんでした');
    // The same bytes again are a duplicate before anything is decoded.
    expect(await ingestMedia(deps, await upload(Buffer.from('not a photo')))).toBe('duplicate');
  });

  it('finishes a first copy that never became ready when staff upload the photo again', async () => {
    const bytes = await sceneWithFace(identityCrop('raj', 2));
    const stuck = await upload(bytes);
    // As a worker killed mid-ingest leaves it: the content claimed, the media still processing.
    await deps.db
      .update(media)
      .set({ contentSha256: contentHash(bytes) })
      .where(eq(media.id, stuck));
    const retried: string[] = [];
    const withQueue = { ...deps, retryIngest: async (mediaId: string) => void retried.push(mediaId) };
    expect(await ingestMedia(withQueue, await upload(bytes))).toBe('duplicate');
    expect(retried).toEqual([stuck]);
    expect(await ingestMedia(withQueue, stuck)).toBe('ready');
  });

  it("ingests an iPhone's HEIC photo: upright derivatives, a full-size JPEG and its EXIF time", async () => {
    const heic = await readFile(
      new URL('../../../../packages/media/src/fixtures/iphone-like.heic', import.meta.url),
    );
    const mediaId = await upload(heic);
    expect(await ingestMedia(deps, mediaId)).toBe('ready');
    const [item] = await deps.db.select().from(media).where(eq(media.id, mediaId));
    expect(item).toMatchObject({ width: 320, height: 240, contentSha256: contentHash(heic) });
    expect(item?.shootingAt.toISOString()).toBe('2026-11-20T01:15:00.000Z');
    const full = Buffer.concat(await (await deps.storage.read(item?.fullKey ?? '')).toArray());
    expect((await sharp(full).metadata()).format).toBe('jpeg');
  });

  it('merges the blurrier twin of a burst into the sharper one', async () => {
    const sharpShot = await sceneWithFace(identityCrop('amy', 5), { takenAt: '2026:05:02 10:00:00' });
    const blurry = await sharp(sharpShot)
      .blur(1.2)
      .jpeg()
      .withExif({ IFD2: { DateTimeOriginal: '2026:05:02 10:00:01' } })
      .toBuffer();
    const ids = [await upload(sharpShot), await upload(blurry)];
    for (const id of ids) {
      expect(await ingestMedia(deps, id)).toBe('ready');
      const outcome = await matchMedia(deps, id);
      const decisions = await deps.db.select().from(matchDecisions).orderBy(matchDecisions.id);
      expect(outcome.delivered, JSON.stringify(decisions.slice(-1))).toEqual([childOf.amy]);
    }
    const reasonOf = async (mediaId: string | undefined) =>
      (
        await deps.db
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.mediaId, mediaId ?? ''), eq(deliveries.childId, childOf.amy ?? '')))
      )[0]?.revokedReason;
    expect(await reasonOf(ids[0])).toBeNull();
    expect(await reasonOf(ids[1])).toBe('burst_duplicate');
  });
});
