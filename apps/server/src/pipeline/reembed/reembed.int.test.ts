import { and, deliveries, eq, faces, matchDecisions, referenceImages } from '@hibi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { createGuardian } from '#tests/support/fixtures.ts';
import { createPipelineHarness } from '#tests/support/pipeline-harness.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { ingestMedia } from '../ingest/ingest-media.ts';
import { matchMedia } from '../matching/match-media.ts';
import { reembedJob, startReembedding } from './reembed-job.ts';

const OLD = 'human-3.3.6:faceres';
let harness: Awaited<ReturnType<typeof createPipelineHarness>>;
const childOf: Record<string, string> = {};
const progress: object[] = [];
const logger = { info: (details: object) => void progress.push(details), error: () => {} };

/** A unit vector of FaceRes' 1024 values: compared with a dlib embedding (128), dot() throws. */
const oldEmbedding = (seed: number) => {
  const v = Array.from({ length: 1024 }, (_, i) => Math.sin(seed * 7919 + i));
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
};

/** An approved child whose sign-up photos (stored) have faces of the old model, as before the upgrade. */
async function enrolInOldModel(name: string) {
  const { db, storage, faces: engine } = harness.deps;
  const { child } = await createGuardian(db, { facilityId: harness.facilityId });
  childOf[name] = child.id;
  for (const n of [1, 2, 3]) {
    const storageKey = `references/${child.id}/${n}.png`;
    await storage.put(storageKey, identityCrop(name, n), 'image/png');
    const [image] = await db
      .insert(referenceImages)
      .values({ childId: child.id, storageKey, status: 'accepted', faceCount: 1 })
      .returning();
    const [face] = await engine.detect(identityCrop(name, n));
    if (!image || !face) throw new Error('no reference');
    const box = { boxX: face.box.x, boxY: face.box.y, boxWidth: face.box.width, boxHeight: face.box.height };
    await db.insert(faces).values({
      ...{ ...box, referenceImageId: image.id, detectionScore: face.score },
      ...{ embedding: oldEmbedding(n), embeddingModel: OLD },
    });
  }
}

/** A photo ingested before the upgrade: its faces carry the old model, not decided yet. */
async function oldPhoto(name: string, n: number) {
  const mediaId = await harness.upload(await sceneWithFace(identityCrop(name, n)));
  expect(await ingestMedia(harness.deps, mediaId)).toBe('ready');
  await harness.deps.db
    .update(faces)
    .set({ embedding: oldEmbedding(100 + n), embeddingModel: OLD })
    .where(eq(faces.mediaId, mediaId));
  return mediaId;
}

beforeAll(async () => {
  harness = await createPipelineHarness([]);
  await enrolInOldModel('amy');
  await enrolInOldModel('bernadette');
}, 120_000);
afterAll(() => harness.close());

describe('re-embedding a database of old embeddings', () => {
  it('pauses matching, converts references then media batch by batch, and matches after', async () => {
    const { db } = harness.deps;
    const model = harness.deps.faces.embeddingModel;
    const before = await oldPhoto('amy', 4);
    // A photo uploaded after the upgrade, while the children still have old references.
    const after = await harness.upload(await sceneWithFace(identityCrop('amy', 5)));
    expect(await ingestMedia(harness.deps, after)).toBe('ready');
    expect(await matchMedia(harness.deps, before)).toEqual({ decided: 0, delivered: [] });
    expect(await matchMedia(harness.deps, after)).toEqual({ decided: 0, delivered: [], deferred: true });
    expect(await db.select().from(matchDecisions)).toEqual([]);

    const enqueued: { name: string; data: { phase?: 'references' | 'media'; after?: string | null } }[] = [];
    const runner = {
      enqueue: async (job: { name: string }, data: never) => void enqueued.push({ name: job.name, data }),
    } as unknown as JobRunner;
    const job = reembedJob(harness.deps, runner, logger, 2);
    expect(await startReembedding(db, model, runner, job)).toBe(true);
    // Runs the queue's re-embedding jobs in order, as pg-boss would.
    for (let next = enqueued.shift(); next; next = enqueued.shift()) {
      if (next.name === job.name) await job.handle(job.schema.parse(next.data));
      else if (next.name === 'media-match')
        await matchMedia(harness.deps, String((next.data as { mediaId: string }).mediaId));
    }

    const stored = await db.select().from(faces);
    expect(stored.every((face) => face.embeddingModel === model && face.embedding.length === 128)).toBe(true);
    // 6 references in batches of 2: three batches and the empty one that moves on to media.
    const batches = progress.filter((line) => 'phase' in line);
    const phases = batches.map((line) => (line as { phase: string }).phase);
    expect(phases.filter((phase) => phase === 'references')).toHaveLength(4);
    expect(batches.at(-1)).toMatchObject({ phase: 'media', left: { references: 0, media: 0 } });
    expect(progress.at(-1)).toEqual({ model });
    // The deferred photo's job comes back a minute later (pipeline-jobs), now with every gallery in one model.
    expect((await matchMedia(harness.deps, after)).delivered).toEqual([childOf.amy]);
    const amy = and(eq(deliveries.childId, childOf.amy ?? ''));
    expect((await db.select().from(deliveries).where(amy)).map((row) => row.mediaId).sort()).toEqual(
      [before, after].sort(),
    );
    expect(await startReembedding(db, model, runner, job)).toBe(false);
  }, 300_000);
});
