import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { heicPixels } from './heic-pixels.ts';

const heic = () => readFile(new URL('./fixtures/iphone-like.heic', import.meta.url));

/**
 * Event-loop turns while `work` runs: a decode on the main thread allows one to three (measured on
 * the fixture and on a 12-megapixel photo); in a thread, thousands, and 77 on a loaded CI machine.
 */
async function turnsDuring<T>(work: () => Promise<T>) {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    return { result: await work(), turns };
  } finally {
    running = false;
  }
}

describe('heicPixels', () => {
  it('decodes in a thread of its own, so the event loop keeps answering meanwhile', async () => {
    const { result, turns } = await turnsDuring(async () => heicPixels(await heic()));
    expect(result).toMatchObject({ width: 320, height: 240 });
    expect(result.pixels.length).toBe(320 * 240 * 4);
    expect(turns).toBeGreaterThan(10);
  });

  it('decodes several at once, each its own picture', async () => {
    const bytes = await heic();
    const all = await Promise.all([heicPixels(bytes), heicPixels(bytes), heicPixels(bytes)]);
    expect(all.map((p) => `${p.width}x${p.height}`)).toEqual(['320x240', '320x240', '320x240']);
    expect(Buffer.from(all[0]?.pixels ?? []).equals(Buffer.from(all[2]?.pixels ?? []))).toBe(true);
  });

  it('rejects a file libheif cannot read, with its reason', async () => {
    const broken = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    await expect(heicPixels(broken)).rejects.toThrow(/\w/);
  });
});
