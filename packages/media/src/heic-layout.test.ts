import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { heicLayout } from './heic-layout.ts';

// iphone-like.heic: one 320 × 240 HEVC picture, no colour box (libheif's heif-enc).
// grid-turned.heic: a 100 × 90 picture in a 2 × 2 grid of 64 px tiles (cut at the right and bottom),
// nclx BT.601 full range, irot 1 (a quarter turn anticlockwise); written by the pipeline bench's
// HEIF writer (bench/pipeline/heic) around x265 tiles: orange ground, a blue block at the top left,
// a green one at the bottom right.
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));
const START_CODE = Buffer.from([0, 0, 0, 1]);

describe('heicLayout', () => {
  it('reads a single picture: its size, and the stream with start codes for ffmpeg', async () => {
    const layout = heicLayout(await fixture('iphone-like.heic'));
    expect(layout).toMatchObject({ pictures: 1, columns: 1, width: 320, height: 240, rotation: 0 });
    expect(layout?.tile).toEqual({ width: 320, height: 240 });
    expect(layout?.colour).toBeUndefined();
    expect(layout?.stream.subarray(0, 4).equals(START_CODE)).toBe(true);
    // VPS, SPS and PPS first (NAL unit types 32, 33, 34), then the picture.
    const types = nalTypes(layout?.stream ?? Buffer.alloc(0));
    expect(types.slice(0, 3)).toEqual([32, 33, 34]);
    expect(types.length).toBeGreaterThan(3);
  });

  it('reads a grid: its tiles row by row, the cut size, the turn and the colour box', async () => {
    const layout = heicLayout(await fixture('grid-turned.heic'));
    expect(layout).toMatchObject({ pictures: 4, columns: 2, width: 100, height: 90, rotation: 270 });
    expect(layout?.tile).toEqual({ width: 64, height: 64 });
    expect(layout?.colour).toEqual({ matrix: 'bt601', fullRange: true });
  });

  it('gives no layout for a file it cannot read, so libheif decodes it and says why', () => {
    const broken = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    expect(heicLayout(broken)).toBeUndefined();
  });
});

/** The NAL unit types of an Annex B stream, in order. */
function nalTypes(stream: Buffer): number[] {
  const types: number[] = [];
  for (let at = stream.indexOf(START_CODE); at >= 0; at = stream.indexOf(START_CODE, at + 4))
    types.push(((stream[at + 4] ?? 0) >> 1) & 0x3f);
  return types;
}
