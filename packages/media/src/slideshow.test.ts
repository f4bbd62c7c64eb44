import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSlideshow } from './slideshow.ts';
import { probeVideo, videoFrameAt } from './video.ts';

const colours = [
  [200, 40, 30],
  [30, 160, 60],
  [40, 60, 200],
] as const;
let directory: string;

function photo([r, g, b]: readonly number[], width: number, height: number, format: 'jpeg' | 'png' | 'webp') {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    [format]()
    .toBuffer();
}

/** Top-level MP4 box types in file order (size, type; size 1 means a 64-bit size follows). */
function boxes(file: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 0; offset + 8 <= file.length; ) {
    const size = file.readUInt32BE(offset);
    types.push(file.toString('latin1', offset + 4, offset + 8));
    const length = size === 1 ? Number(file.readBigUInt64BE(offset + 8)) : size;
    if (length < 8) break;
    offset += length;
  }
  return types;
}

/** Mean colour of the frame's central 20 %, where the photo itself (not the backdrop) is. */
async function centreColour(video: string, seconds: number): Promise<number[]> {
  const frame = sharp(await videoFrameAt(video, seconds));
  const { width, height } = await frame.metadata();
  const box = { left: Math.round(width * 0.4), top: Math.round(height * 0.4) };
  const size = { width: Math.round(width * 0.2), height: Math.round(height * 0.2) };
  // stats() reads its input image, not the pipeline's result, so the crop is encoded first.
  const region = await frame
    .extract({ ...box, ...size })
    .png()
    .toBuffer();
  return (await sharp(region).stats()).channels.slice(0, 3).map((channel) => channel.mean);
}

function expectColour(actual: number[], expected: readonly number[]) {
  actual.forEach((value, channel) => {
    expect(Math.abs(value - (expected[channel] ?? 0))).toBeLessThan(20);
  });
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'slideshow-test-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

// Real ffmpeg encodes: a few seconds alone, more on a busy two-core machine.
describe('renderSlideshow', () => {
  it('renders photos crossfading into a 720p faststart MP4 with its music in AAC', async () => {
    const photos = await Promise.all([
      photo(colours[0], 800, 600, 'jpeg'),
      photo(colours[1], 480, 640, 'png'), // portrait
      photo(colours[2], 1000, 500, 'webp'),
    ]);
    const output = join(directory, 'three.mp4');
    const { durationMs } = await renderSlideshow(photos, output, {
      secondsPerPhoto: 1,
      crossfadeSeconds: 0.3,
    });

    const facts = await probeVideo(output);
    expect([facts.width, facts.height]).toEqual([1280, 720]);
    expect(facts.audioCodec).toBe('aac');
    // 3 photos of 1 s, overlapping twice by 0.3 s.
    expect(Math.abs(facts.durationMs - 2400)).toBeLessThanOrEqual(150);
    expect(durationMs).toBe(facts.durationMs);
    const order = boxes(await readFile(output));
    expect(order).toContain('mdat');
    expect(order.indexOf('moov')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('moov')).toBeLessThan(order.indexOf('mdat'));

    // Each photo alone on screen: 0–0.7 s, 1.0–1.4 s, 1.7–2.4 s.
    expectColour(await centreColour(output, 0.35), colours[0]);
    expectColour(await centreColour(output, 1.2), colours[1]);
    expectColour(await centreColour(output, 2.1), colours[2]);
  }, 30_000);

  it('renders a single photo without a transition', async () => {
    const output = join(directory, 'one.mp4');
    const { durationMs } = await renderSlideshow([await photo(colours[1], 640, 480, 'jpeg')], output, {
      secondsPerPhoto: 1,
    });
    expect(Math.abs(durationMs - 1000)).toBeLessThanOrEqual(150);
    expectColour(await centreColour(output, 0.5), colours[1]);
  }, 30_000);

  it('rejects an empty list', async () => {
    await expect(renderSlideshow([], join(directory, 'none.mp4'))).rejects.toThrow(/at least one photo/);
  });
});
