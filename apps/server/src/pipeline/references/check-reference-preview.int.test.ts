import { readFile } from 'node:fs/promises';
import { eq, faces, referenceImages } from '@hibi/db';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { useReferenceCheck } from '#tests/support/reference-photos.ts';
import { readObject } from '../../storage/object-storage.ts';
import { checkReferenceFaces } from './check-reference-faces.ts';
import { storeReferencePreview } from './store-reference-preview.ts';

const check = useReferenceCheck();
const reference = check.add;
const rowOf = check.row;

/** The stored preview's format and size; its key is the one recorded on the row. */
async function previewOf(id: string) {
  const key = (await rowOf(id))?.previewKey ?? '';
  return sharp(await readObject(check.deps().storage, key)).metadata();
}

describe('the preview shown instead of the original', () => {
  it('is a WebP whose shorter edge is 480 px, stored next to the original before the verdict', async () => {
    const face = await sharp(identityCrop('penny', 1)).resize(1200).jpeg().toBuffer();
    const id = await reference(face);
    expect(await checkReferenceFaces(check.deps(), id)).toBe('accepted');
    const row = await rowOf(id);
    expect(row?.previewKey).toBe(`${row?.storageKey}.preview.webp`);
    const preview = await previewOf(id);
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 480, 480]);
    // A retried job overwrites the same object.
    await checkReferenceFaces(check.deps(), id);
    expect((await rowOf(id))?.previewKey).toBe(row?.previewKey);
  }, 60_000);

  it('shows an iPhone HEIC, which the check now decodes for the detector too', async () => {
    const heic = new URL('../../../../../packages/media/src/fixtures/iphone-like.heic', import.meta.url);
    const id = await reference(await readFile(heic));
    expect(await checkReferenceFaces(check.deps(), id)).toBe('rejected');
    expect(await rowOf(id)).toMatchObject({ status: 'rejected', faceCount: 0 });
    const preview = await previewOf(id);
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 320, 240]);
  }, 60_000);

  it('is skipped, not an error, for bytes that are no image', async () => {
    expect(
      await storeReferencePreview(check.deps().storage, 'references/x/broken', Buffer.from('x')),
    ).toBeNull();
    expect(await check.deps().storage.exists('references/x/broken.preview.webp')).toBe(false);
  });

  it('is removed again when the photo was deleted during its check', async () => {
    const id = await reference(await sharp(identityCrop('penny', 2)).resize(300).jpeg().toBuffer());
    const { storage } = check.deps();
    const original = (await rowOf(id))?.storageKey ?? '';
    // The guardian deletes the photo right after the preview is stored.
    const racing = {
      ...storage,
      async put(key: string, body: Buffer, type: string) {
        await storage.put(key, body, type);
        await check.deps().db.delete(referenceImages).where(eq(referenceImages.id, id));
      },
    };
    expect(await checkReferenceFaces({ ...check.deps(), storage: racing }, id)).toBe('skipped');
    expect(await check.deps().db.select().from(faces).where(eq(faces.referenceImageId, id))).toEqual([]);
    expect(await storage.exists(`${original}.preview.webp`)).toBe(false);
  }, 60_000);
});
