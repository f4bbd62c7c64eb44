import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deliveries, eq, media } from '@hibi/db';
import { ffmpegPath, probeVideo } from '@hibi/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { createPipelineHarness } from '#tests/support/pipeline-harness.ts';
import { ingestMedia } from './ingest/ingest-media.ts';
import { matchMedia } from './matching/match-media.ts';

let harness: Awaited<ReturnType<typeof createPipelineHarness>>;
let dir: string;

beforeAll(async () => {
  // One enrolled child keeps this file quick; matching among several is pipeline.int.test's.
  harness = await createPipelineHarness(['amy']);
  dir = await mkdtemp(path.join(os.tmpdir(), 'hibi-video-test-'));
}, 60_000);
afterAll(async () => {
  await harness.close();
  await rm(dir, { recursive: true, force: true });
});

/** A 2-second 1280 × 960 video of a still scene with silent audio, as a phone would hand it over. */
async function videoOf(scene: Buffer): Promise<Buffer> {
  const still = path.join(dir, 'scene.jpg');
  const output = path.join(dir, 'clip.mp4');
  await writeFile(still, scene);
  await promisify(execFile)(ffmpegPath, [
    ...['-v', 'error', '-y', '-loop', '1', '-i', still, '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono'],
    ...['-t', '2', '-r', '10', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', output],
  ]);
  return readFile(output);
}

describe('video ingest', () => {
  it('transcodes to 720p faststart H.264, makes a poster and delivers to the child in it', async () => {
    const { deps, childOf } = harness;
    const clip = await videoOf(await sceneWithFace(identityCrop('amy', 5)));
    const mediaId = await harness.upload(clip, 'video/mp4');
    expect(await ingestMedia(deps, mediaId)).toBe('ready');
    // The same clip again is known by its bytes, hashed as they stream to the transcoder's file.
    expect(await ingestMedia(deps, await harness.upload(clip, 'video/mp4'))).toBe('duplicate');
    const [item] = await deps.db.select().from(media).where(eq(media.id, mediaId));
    expect([item?.width, item?.height, item?.durationMs]).toEqual([1280, 960, 2000]);
    const video = Buffer.concat(await (await deps.storage.read(item?.videoKey ?? '')).toArray());
    const copy = path.join(dir, 'delivered.mp4');
    await writeFile(copy, video);
    expect((await probeVideo(copy)).height).toBe(720);
    // faststart: the index (moov) comes before the media data (mdat).
    expect(video.indexOf('moov')).toBeLessThan(video.indexOf('mdat'));
    expect(await deps.storage.exists(item?.posterKey ?? '')).toBe(true);
    // The poster's tile at 640 px: the 1280 × 960 frame's shorter edge, brought down to 640.
    const medium = Buffer.concat(await (await deps.storage.read(item?.mediumKey ?? '')).toArray());
    expect(await sharp(medium).metadata()).toMatchObject({ format: 'webp', width: 853, height: 640 });

    expect((await matchMedia(deps, mediaId)).delivered).toEqual([childOf.amy]);
    const rows = await deps.db.select().from(deliveries).where(eq(deliveries.mediaId, mediaId));
    expect(rows.map((row) => row.childId)).toEqual([childOf.amy]);
  });
});
