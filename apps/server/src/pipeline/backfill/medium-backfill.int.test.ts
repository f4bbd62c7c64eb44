import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, media, type NewMedia } from '@hibi/db';
import { createTestDatabase, type TestDatabase } from '@hibi/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacility } from '#tests/support/fixtures.ts';
import { plainJpeg } from '#tests/support/images.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { createLocalStorage } from '../../storage/local-storage.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { readObject } from '../../storage/object-storage.ts';
import { createMediaUrlSigner } from '../../storage/signed-media-url.ts';
import { startPipeline } from '../start-pipeline.ts';
import { backfillJob } from './backfill-job.ts';
import { mediumBackfill } from './medium-backfill-job.ts';

let testDatabase: TestDatabase;
let storage: ObjectStorage;
let dataDir: string;
let facilityId: string;
const errors: { message: string; details: object }[] = [];
const logger = { error: (details: object, message: string) => errors.push({ message, details }) };

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-medium-'));
  storage = createLocalStorage(
    dataDir,
    createMediaUrlSigner('medium-test-secret-0123456789abcdef'),
    () => new Date(),
  );
  facilityId = (await createFacility(testDatabase.handle.db)).id;
}, 60_000);
afterAll(async () => {
  await testDatabase.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A ready media as stored before medium tile images existed: a full-size photo or a video's poster. */
async function storedBefore(source: Buffer, fields: Partial<NewMedia> = {}): Promise<string> {
  const id = randomUUID();
  const prefix = `media/${facilityId}/${id}`;
  const sourceKey = fields.kind === 'video' ? `${prefix}/preview.webp` : `${prefix}/full.jpg`;
  await storage.put(sourceKey, source, 'image/jpeg');
  const keys =
    fields.kind === 'video' ? { previewKey: sourceKey, posterKey: sourceKey } : { fullKey: sourceKey };
  await testDatabase.handle.db.insert(media).values({
    ...{ id, facilityId, kind: 'photo', originalKey: `${prefix}/original.jpg`, contentSha256: id },
    ...{ status: 'ready', ...keys, ...fields },
  });
  return id;
}

const mediumKeyOf = async (id: string) =>
  (await testDatabase.handle.db.select().from(media).where(eq(media.id, id)))[0]?.mediumKey ?? null;

async function mediumSize(id: string) {
  const { width, height } = await sharp(await readObject(storage, (await mediumKeyOf(id)) ?? '')).metadata();
  return [width, height];
}

describe('the medium tile image backfill', () => {
  it('works in batches, each enqueueing the next after its last id, until none is left', async () => {
    const ids = [
      await storedBefore(await plainJpeg(1600, 1200)),
      await storedBefore(await plainJpeg(900, 1200)),
    ];
    const enqueued: unknown[] = [];
    const runner = { enqueue: async (_job: unknown, data: unknown) => void enqueued.push(data) };
    const backfill = mediumBackfill({ db: testDatabase.handle.db, storage });
    const job = backfillJob(backfill, runner as JobRunner, logger, 1);
    const [first, second] = [...ids].sort();
    await job.handle({ after: null });
    expect(enqueued).toEqual([{ after: first }]);
    expect(await mediumKeyOf(second ?? '')).toBeNull();
    await job.handle({ after: first ?? null });
    await job.handle({ after: second ?? null });
    expect(enqueued).toEqual([{ after: first }, { after: second }]);
    expect(await mediumSize(ids[0] ?? '')).toEqual([853, 640]);
    expect(await mediumSize(ids[1] ?? '')).toEqual([640, 853]);
  });

  it('runs from the start of the pipeline for every ready media without one, and passes over what fails', async () => {
    const poster = await sharp(await plainJpeg(1280, 720))
      .webp()
      .toBuffer();
    const video = await storedBefore(poster, { kind: 'video' });
    const done = await storedBefore(await plainJpeg(800, 600), { mediumKey: 'media/kept.webp' });
    const processing = await storedBefore(await plainJpeg(800, 600), { status: 'processing' });
    const broken = await storedBefore(Buffer.from('not an image'));
    const faces = { embeddingModel: 'none', detect: async () => [], close: async () => {} };
    const pipeline = await startPipeline({
      ...{ database: testDatabase.handle, databaseUrl: testDatabase.url, storage, now: () => new Date() },
      ...{ logger, runWorkers: true, faces },
    });
    try {
      await expect.poll(() => mediumKeyOf(video), { timeout: 20_000 }).toMatch(/\/medium\.webp$/);
      await expect.poll(() => errors.length, { timeout: 20_000 }).toBe(1);
    } finally {
      await pipeline.stop();
    }
    expect(await mediumSize(video)).toEqual([1138, 640]);
    expect(await mediumKeyOf(done)).toBe('media/kept.webp');
    expect(await mediumKeyOf(processing)).toBeNull();
    expect(await mediumKeyOf(broken)).toBeNull();
    expect(errors[0]).toMatchObject({ message: 'medium tile image not made', details: { id: broken } });
  });
});
