import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, media } from '@hibi/db';
import { probeVideo } from '@hibi/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainJpeg } from '#tests/support/images.ts';
import { createPipelineHarness } from '#tests/support/pipeline-harness.ts';
import { type ClipOptions, writeClip } from '#tests/support/video-clips.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { ingestMedia } from './ingest-media.ts';
import { ingestFailed } from './media-failure.ts';

// Real files as phones and cameras hand them over (issue 43), each made tiny here.
let harness: Awaited<ReturnType<typeof createPipelineHarness>>;
let dir: string;

beforeAll(async () => {
  harness = await createPipelineHarness([]);
  dir = await mkdtemp(path.join(os.tmpdir(), 'hibi-ingest-files-'));
}, 60_000);
afterAll(async () => {
  await harness.close();
  await rm(dir, { recursive: true, force: true });
});

const rowOf = async (mediaId: string) =>
  (await harness.deps.db.select().from(media).where(eq(media.id, mediaId)))[0];
const clip = async (name: string, options: ClipOptions) =>
  readFile(await writeClip(path.join(dir, name), options));
const readStored = async (key: string | null | undefined) =>
  Buffer.concat(await (await harness.deps.storage.read(key ?? '')).toArray());
/** A stored object as a file, for ffprobe. */
const storedFile = async (key: string | null | undefined, name: string) => {
  const file = path.join(dir, name);
  await writeFile(file, await readStored(key));
  return file;
};

describe('ingesting real files', () => {
  it('makes a very short clip whose audio outlasts its video ready, its frames from the video', async () => {
    const bytes = await clip('short.mp4', { size: '320x180', seconds: 0.1, audioSeconds: 0.17 });
    const mediaId = await harness.upload(bytes, 'video/mp4');
    expect(await ingestMedia(harness.deps, mediaId)).toBe('ready');
    const item = await rowOf(mediaId);
    expect([item?.width, item?.height, item?.durationMs]).toEqual([320, 180, 170]);
    expect(await harness.deps.storage.exists(item?.posterKey ?? '')).toBe(true);
  });

  it('records a portrait iPhone MOV upright, dated when recording began', async () => {
    const bytes = await clip('IMG_0002.MOV', {
      size: '568x320',
      seconds: 0.2,
      rotate: 90,
      tags: {
        creation_time: '2024-05-01T01:00:16Z',
        'com.apple.quicktime.creationdate': '2024-05-01T10:00:00+0900',
      },
    });
    const mediaId = await harness.upload(bytes, 'video/quicktime');
    expect(await ingestMedia(harness.deps, mediaId)).toBe('ready');
    const item = await rowOf(mediaId);
    expect([item?.width, item?.height]).toEqual([320, 568]);
    expect(item?.shootingAt.toISOString()).toBe('2024-05-01T01:00:00.000Z');
    const delivered = await probeVideo(await storedFile(item?.videoKey, 'delivered.mp4'));
    expect([delivered.width, delivered.height]).toEqual([320, 568]);
    expect(await sharp(await readStored(item?.previewKey)).metadata()).toMatchObject({
      width: 320,
      height: 568,
    });
  });

  it('keeps a JPEG whose end is missing, as browsers show it', async () => {
    const noise = { type: 'gaussian', mean: 128, sigma: 30 } as const;
    const whole = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#888', noise } })
      .jpeg()
      .toBuffer();
    const mediaId = await harness.upload(whole.subarray(0, Math.floor(whole.length * 0.7)));
    expect(await ingestMedia(harness.deps, mediaId)).toBe('ready');
    expect((await rowOf(mediaId))?.width).toBe(600);
  });
});

describe('an ingest that throws', () => {
  const broken: PipelineDeps['faces'] = {
    embeddingModel: 'test',
    detect: async () => {
      throw new Error('face engine down');
    },
    close: async () => {},
  };

  it('stays processing for the next try, and on the last one is failed with a Japanese reason', async () => {
    const deps = { ...harness.deps, faces: broken };
    const mediaId = await harness.upload(await plainJpeg(64, 48));
    await expect(ingestMedia(deps, mediaId, { finalTry: false })).rejects.toThrow('face engine down');
    expect((await rowOf(mediaId))?.status).toBe('processing');
    await expect(ingestMedia(deps, mediaId, { finalTry: true })).rejects.toThrow('face engine down');
    expect(await rowOf(mediaId)).toMatchObject({ status: 'failed', failureReason: ingestFailed.photo });
    // A later try that works (staff asked for it again) makes it ready, its reason gone.
    await harness.deps.db.update(media).set({ status: 'processing' }).where(eq(media.id, mediaId));
    expect(await ingestMedia(harness.deps, mediaId)).toBe('ready');
    expect(await rowOf(mediaId)).toMatchObject({ status: 'ready', failureReason: null });
  });

  it('names a video as a video, and leaves a reason the ingest gave itself as it was', async () => {
    const deps = { ...harness.deps, faces: broken };
    const video = await harness.upload(
      await clip('face-less.mp4', { size: '160x90', seconds: 0.2 }),
      'video/mp4',
    );
    await expect(ingestMedia(deps, video)).rejects.toThrow('face engine down');
    expect((await rowOf(video))?.failureReason).toBe(ingestFailed.video);
    const notAPhoto = await harness.upload(Buffer.from('not a photo at all'));
    expect(await ingestMedia(deps, notAPhoto)).toBe('failed');
    expect((await rowOf(notAPhoto))?.failureReason).toContain('この写真を読み込めませんでした');
  });
});
