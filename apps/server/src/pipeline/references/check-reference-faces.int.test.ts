import { eq, faces, referenceImages } from '@hibi/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityCrop } from '../../../../../tests/support/face-scenes.ts';
import { createFacility, createGuardian } from '../../../../../tests/support/fixtures.ts';
import { createPipelineHarness } from '../../../../../tests/support/pipeline-harness.ts';
import { checkReferenceFaces } from './check-reference-faces.ts';

let harness: Awaited<ReturnType<typeof createPipelineHarness>>;
let childId: string;
beforeAll(async () => {
  harness = await createPipelineHarness([]);
  const facility = await createFacility(harness.deps.db);
  childId = (await createGuardian(harness.deps.db, { facilityId: facility.id, status: 'requested' })).child
    .id;
}, 60_000);
afterAll(() => harness.close());

async function reference(bytes: Buffer, status: 'pending' | 'uploaded' = 'uploaded') {
  const storageKey = `references/${childId}/${Math.random().toString(36).slice(2)}`;
  await harness.deps.storage.put(storageKey, bytes, 'image/jpeg');
  const [row] = await harness.deps.db
    .insert(referenceImages)
    .values({ childId, storageKey, status })
    .returning();
  return row?.id ?? '';
}

const rowOf = async (id: string) =>
  (await harness.deps.db.select().from(referenceImages).where(eq(referenceImages.id, id)))[0];

describe('checking a sign-up reference photo', () => {
  it('accepts a photo with one clear face and adds that face to the gallery', async () => {
    const face = await sharp(identityCrop('penny', 1)).resize(300).jpeg().toBuffer();
    const id = await reference(face);
    expect(await checkReferenceFaces(harness.deps, id)).toBe('accepted');
    expect(await rowOf(id)).toMatchObject({ status: 'accepted', faceCount: 1, rejectionReason: null });
    const stored = await harness.deps.db.select().from(faces).where(eq(faces.referenceImageId, id));
    expect(stored).toHaveLength(1);
    // Checking again (a retried job) keeps one face, not two.
    await checkReferenceFaces(harness.deps, id);
    expect(await harness.deps.db.select().from(faces).where(eq(faces.referenceImageId, id))).toHaveLength(1);
  }, 60_000);

  it('rejects a photo without a face, with a reason in Japanese', async () => {
    const blank = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c8e6c9' } })
      .jpeg()
      .toBuffer();
    const id = await reference(blank);
    expect(await checkReferenceFaces(harness.deps, id)).toBe('rejected');
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'rejected', faceCount: 0 });
    expect(row?.rejectionReason).toMatch(/顔が検出できませんでした/);
  }, 60_000);

  it('leaves a photo that was never uploaded alone', async () => {
    const id = await reference(Buffer.from('x'), 'pending');
    expect(await checkReferenceFaces(harness.deps, id)).toBe('skipped');
    expect((await rowOf(id))?.status).toBe('pending');
  });
});
