import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local-storage.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { createMediaUrlSigner } from '../storage/signed-media-url.ts';
import { checkReferenceImage } from './reference-image-check.ts';

let storage: ObjectStorage;
beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hibi-reference-'));
  storage = createLocalStorage(dir, createMediaUrlSigner('k'.repeat(32)), () => new Date());
});

const photo = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a9d8f' } });
// The start of an iPhone photo: an ISO-BMFF 'ftyp' box of brand heic.
const heicHeader = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
  Buffer.alloc(64),
]);

async function check(bytes: Buffer) {
  const key = `reference-images/test/${Math.random().toString(36).slice(2)}`;
  await storage.put(key, bytes, 'application/octet-stream');
  return checkReferenceImage(storage, key);
}

describe('reference image check', () => {
  it('accepts JPEG, PNG and WebP that decode, and HEIC by its magic bytes', async () => {
    expect(await check(await photo().jpeg().toBuffer())).toBe('ok');
    expect(await check(await photo().png().toBuffer())).toBe('ok');
    expect(await check(await photo().webp().toBuffer())).toBe('ok');
    expect(await check(heicHeader)).toBe('ok');
  });

  it('refuses text, other formats and a JPEG cut short', async () => {
    expect(await check(Buffer.from('これは写真ではありません'))).toBe('not-image');
    expect(await check(await photo().gif().toBuffer())).toBe('not-image');
    const jpeg = await photo().jpeg().toBuffer();
    expect(await check(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe('not-image');
  });

  it('tells a missing object apart', async () => {
    expect(await checkReferenceImage(storage, 'reference-images/test/none')).toBe('missing');
  });
});
