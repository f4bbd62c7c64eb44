import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeClip } from '#tests/support/video-clips.ts';
import { probeVideo, scaleFilter, transcodeVideo, videoFrameAt } from './video.ts';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'hibi-video-unit-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('probeVideo', () => {
  it("gives a portrait iPhone MOV's upright size and when recording began", async () => {
    const file = await writeClip(join(directory, 'IMG_0001.MOV'), {
      size: '568x320',
      seconds: 0.2,
      rotate: 90,
      tags: {
        creation_time: '2024-05-01T01:00:16Z',
        'com.apple.quicktime.creationdate': '2024-05-01T10:00:00+0900',
      },
    });
    const facts = await probeVideo(file);
    expect([facts.width, facts.height]).toEqual([320, 568]);
    expect(facts.createdAt?.toISOString()).toBe('2024-05-01T01:00:00.000Z');
    // Its frames and its transcode are upright as well.
    expect(await sharp(await videoFrameAt(file, 0.1)).metadata()).toMatchObject({ width: 320, height: 568 });
  });
});

describe('transcodeVideo', () => {
  it('brings the shorter side to 720 px whatever the orientation', async () => {
    expect(scaleFilter()).toBe(
      "scale='if(lte(iw,ih),trunc(min(720,iw)/2)*2,-2)':'if(lte(iw,ih),-2,trunc(min(720,ih)/2)*2)'",
    );
    for (const [size, upright] of [
      ['1080x1920', [720, 1280]],
      ['1920x1080', [1280, 720]],
      ['320x568', [320, 568]],
    ] as const) {
      const input = await writeClip(join(directory, `${size}.mp4`), { size, seconds: 0.1 });
      const output = join(directory, `${size}-delivered.mp4`);
      await transcodeVideo(input, output);
      const facts = await probeVideo(output);
      expect([facts.width, facts.height]).toEqual(upright);
    }
  });
});

describe('videoFrameAt', () => {
  it('gives the first frame when none starts at the time asked (a clip shorter than its audio)', async () => {
    const file = await writeClip(join(directory, 'short.mp4'), {
      size: '160x90',
      seconds: 0.1,
      audioSeconds: 0.17,
    });
    const facts = await probeVideo(file);
    expect([facts.durationMs, facts.videoDurationMs]).toEqual([170, 100]);
    // Three frames, at 0, 0.033 and 0.067 s: none starts at 0.0855 s.
    expect((await sharp(await videoFrameAt(file, 0.0855)).metadata()).width).toBe(160);
    await expect(videoFrameAt(join(directory, 'missing.mp4'), 0)).rejects.toThrow();
  });
});
