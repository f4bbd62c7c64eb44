import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodableImage, decodablePhoto } from './decodable-image.ts';
import { makeImageDerivatives, makeMediumDerivative, makeReferencePreview } from './image-derivatives.ts';

async function photo(width: number, height: number, exif?: Record<string, Record<string, string>>) {
  const image = sharp({ create: { width, height, channels: 3, background: '#e8a87c' } }).jpeg();
  return (exif ? image.withExif(exif) : image).toBuffer();
}

describe('makeImageDerivatives', () => {
  it('makes a 320 px thumbnail, a 640 px medium and a 1440 px preview in WebP', async () => {
    const result = await makeImageDerivatives(await photo(4000, 3000));
    expect([result.width, result.height]).toEqual([4000, 3000]);
    expect([result.working.width, result.working.height]).toEqual([2000, 1500]);
    const thumbnail = await sharp(result.thumbnail).metadata();
    const medium = await sharp(result.medium).metadata();
    const preview = await sharp(result.preview).metadata();
    expect(thumbnail.format).toBe('webp');
    expect([thumbnail.width, thumbnail.height]).toEqual([427, 320]);
    expect([medium.format, medium.width, medium.height]).toEqual(['webp', 853, 640]);
    expect([preview.width, preview.height]).toEqual([1440, 1080]);
  });

  it('never enlarges a small photo', async () => {
    const result = await makeImageDerivatives(await photo(200, 150));
    expect((await sharp(result.preview).metadata()).width).toBe(200);
    expect((await sharp(result.medium).metadata()).width).toBe(200);
  });

  it('makes the medium alone from a portrait image, for media stored before it existed', async () => {
    const medium = await sharp(await makeMediumDerivative(await photo(1080, 1440))).metadata();
    expect([medium.format, medium.width, medium.height]).toEqual(['webp', 640, 853]);
  });

  it('strips camera and location metadata', async () => {
    const original = await photo(800, 600, { IFD0: { Make: 'TestCam', Model: 'X1' } });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await makeImageDerivatives(original);
    expect((await sharp(result.preview).metadata()).exif).toBeUndefined();
    expect((await sharp(result.thumbnail).metadata()).exif).toBeUndefined();
    expect((await sharp(result.full).metadata()).exif).toBeUndefined();
  });

  it("keeps a turned photo's own JPEG for downloads, with only its orientation", async () => {
    // Orientation 6: stored landscape, shown turned a quarter clockwise.
    const original = await sharp(await photo(800, 600, { IFD0: { Make: 'TestCam' } }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const full = (await makeImageDerivatives(original)).full;
    const meta = await sharp(full).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual(['jpeg', 800, 600, 6]);
    expect([meta.autoOrient.width, meta.autoOrient.height]).toEqual([600, 800]);
    expect(meta.exif?.includes('TestCam')).toBe(false);
    // The same compressed image: the same pixels as the original, not a second generation.
    const pixels = async (jpeg: Buffer) => sharp(jpeg).raw().toBuffer();
    expect((await pixels(full)).equals(await pixels(original))).toBe(true);
  });

  it('encodes a CMYK JPEG again, as RGB', async () => {
    const cmyk = await sharp(await photo(80, 60))
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    const meta = await sharp((await makeImageDerivatives(cmyk)).full).metadata();
    expect([meta.format, meta.channels, meta.space]).toEqual(['jpeg', 3, 'srgb']);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(makeImageDerivatives(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('makeReferencePreview', () => {
  it('makes an upright WebP whose shorter edge is 480 px, without metadata', async () => {
    // Orientation 6: stored landscape, shown as a portrait.
    const original = await sharp(await photo(4000, 3000, { IFD0: { Make: 'TestCam' } }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const preview = await sharp(await makeReferencePreview(original)).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 480, 640]);
    expect([preview.orientation, preview.exif]).toEqual([undefined, undefined]);
  });

  it('shows an iPhone HEIC once decodableImage has decoded it, never enlarged', async () => {
    const heic = await readFile(new URL('./fixtures/iphone-like.heic', import.meta.url));
    const preview = await makeReferencePreview(await decodableImage(heic));
    const meta = await sharp(preview).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);
  });

  it('grows for a small face so that face keeps 200 px, up to a 1600 px shorter edge', async () => {
    const original = await photo(4000, 3000);
    const size = async (faceWidth: number) => {
      const meta = await sharp(await makeReferencePreview(original, faceWidth)).metadata();
      return [meta.width, meta.height];
    };
    // A face a fifth of the width is 128 px at 480: 200 / 0.2 × 3/4 = 750.
    expect(await size(0.2)).toEqual([1000, 750]);
    expect(await size(0.5)).toEqual([640, 480]);
    expect(await size(0.02)).toEqual([2133, 1600]);
  });
});

describe('makeImageDerivatives of a HEIC', () => {
  it('gets its working image from the pixels the HEIC was decoded to, as its JPEG would give it', async () => {
    const heic = await readFile(new URL('./fixtures/grid-turned.heic', import.meta.url));
    const { image, working } = await decodablePhoto(heic);
    expect(working).toMatchObject({ width: 90, height: 100 });
    const [fromPixels, fromJpeg] = await Promise.all([
      makeImageDerivatives(image, working),
      makeImageDerivatives(image),
    ]);
    expect([fromPixels.width, fromPixels.height, fromPixels.working]).toEqual([90, 100, working]);
    expect(fromPixels.full.equals(fromJpeg.full)).toBe(true);
    // The JPEG's quality-95 loss is all that differs.
    let sum = 0;
    for (let i = 0; i < fromPixels.working.data.length; i++)
      sum += Math.abs((fromPixels.working.data[i] ?? 0) - (fromJpeg.working.data[i] ?? 0));
    expect(sum / fromPixels.working.data.length).toBeLessThan(2);
  });

  it('decodes HEIC one at a time, and one that fails does not hold up the next', async () => {
    const heic = await readFile(new URL('./fixtures/grid-turned.heic', import.meta.url));
    const broken = heic.subarray(0, 200);
    const [first, second, third] = await Promise.allSettled([
      decodablePhoto(heic),
      decodablePhoto(broken),
      decodablePhoto(heic),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second.status).toBe('rejected');
    expect(third.status === 'fulfilled' && third.value.working).toMatchObject({ width: 90, height: 100 });
  });

  it('gives no working image for what sharp reads itself', async () => {
    const jpeg = await photo(40, 30);
    expect(await decodablePhoto(jpeg)).toEqual({ image: jpeg });
  });
});
