import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { auditLog, deliveries, eq, faces, referenceImages } from '@hibi/db';
import { createTestDatabase } from '@hibi/db/testing';
import { EMBEDDING_MODEL, type FaceEngine, REFERENCE_PROBLEM_TEXT } from '@hibi/vision';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { addReference, at, photoWithFace } from '#tests/support/synthetic-faces.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { createLocalStorage } from '../../storage/local-storage.ts';
import { createMediaUrlSigner } from '../../storage/signed-media-url.ts';
import { matchMedia } from '../matching/match-media.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { childRematchJob, referenceFacesJob } from '../pipeline-job-declarations.ts';
import { pipelineJobs } from '../pipeline-jobs.ts';

let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let deps: PipelineDeps;
// Every uploaded reference shows one clear face at 40°.
const faceAt40: FaceEngine = {
  embeddingModel: EMBEDDING_MODEL,
  detect: async () => [
    {
      box: { x: 0.3, y: 0.3, width: 0.4, height: 0.4 },
      score: 0.99,
      embedding: Float32Array.from(at(40)),
      quality: { sizePx: 300 },
    },
  ],
  close: async () => {},
};
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-rematch-'));
  const now = () => new Date();
  const storage = createLocalStorage(
    dataDir,
    createMediaUrlSigner('rematch-test-secret-0123456789abcdef'),
    now,
  );
  deps = { db: testDatabase.handle.db, storage, faces: faceAt40, now };
});
afterAll(async () => {
  await testDatabase.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const enqueued: { name: string; data: unknown }[] = [];
const runner: Pick<JobRunner, 'enqueue'> = {
  enqueue: async (job, data) => void enqueued.push({ name: job.name, data }),
};
const run = (name: string, data: unknown) => {
  const job = pipelineJobs(deps, runner as JobRunner).mediaJobs.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`no job ${name}`);
  return (job.handle as (data: unknown) => Promise<void>)(data);
};

async function uploadedReference(childId: string) {
  const storageKey = `references/${childId}/${Math.random().toString(36).slice(2)}.jpg`;
  await deps.storage.put(storageKey, Buffer.from('a photo'), 'image/jpeg');
  const [row] = await deps.db
    .insert(referenceImages)
    .values({ childId, storageKey, status: 'uploaded' })
    .returning();
  return row?.id ?? '';
}

describe('a reference accepted from マイページ', () => {
  it("enqueues the child's re-match, which delivers the recent photo nobody got", async () => {
    const facility = await createFacility(deps.db);
    const { child } = await createGuardian(deps.db, { facilityId: facility.id });
    await addReference(deps.db, child.id, at(0), new Date(Date.now() - 365 * 24 * 60 * 60 * 1000));
    const missed = await photoWithFace(deps.db, facility.id, at(40));
    expect((await matchMedia(deps, missed.mediaId)).delivered).toEqual([]);

    enqueued.length = 0;
    await run(referenceFacesJob.name, { referenceImageId: await uploadedReference(child.id) });
    expect(enqueued).toEqual([{ name: childRematchJob.name, data: { childId: child.id } }]);
    await run(childRematchJob.name, { childId: child.id });
    const delivered = await deps.db.select().from(deliveries).where(eq(deliveries.mediaId, missed.mediaId));
    expect(delivered.map((row) => row.childId)).toEqual([child.id]);
  });

  it('enqueues nothing for a sign-up reference of a child waiting for approval', async () => {
    const facility = await createFacility(deps.db);
    const { child } = await createGuardian(deps.db, { facilityId: facility.id, status: 'requested' });
    enqueued.length = 0;
    await run(referenceFacesJob.name, { referenceImageId: await uploadedReference(child.id) });
    expect(enqueued).toEqual([]);
  });
});

describe('a photo added from マイページ that is more like a classmate', () => {
  it('is refused with its reason, joins no gallery, matches nothing again, and is audited', async () => {
    const facility = await createFacility(deps.db);
    const family = await createGuardian(deps.db, { facilityId: facility.id });
    const classmate = await createGuardian(deps.db, { facilityId: facility.id });
    await addReference(deps.db, family.child.id, at(0));
    // The engine sees the face at 40°: the classmate's, not this child's (cosine 0.77).
    await addReference(deps.db, classmate.child.id, at(40));
    enqueued.length = 0;
    const id = await uploadedReference(family.child.id);
    await run(referenceFacesJob.name, { referenceImageId: id });

    const [row] = await deps.db.select().from(referenceImages).where(eq(referenceImages.id, id));
    expect([row?.status, row?.rejectionReason]).toEqual(['rejected', REFERENCE_PROBLEM_TEXT.another_child]);
    expect(await deps.db.select().from(faces).where(eq(faces.referenceImageId, id))).toEqual([]);
    expect(enqueued).toEqual([]);
    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.targetId, family.child.id));
    expect(audit.map((entry) => [entry.action, entry.detail])).toEqual([
      ['reference.refused', { reason: 'another_child', likelierChildId: classmate.child.id }],
    ]);
  });
});
