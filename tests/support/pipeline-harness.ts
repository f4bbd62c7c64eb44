import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { media } from '@hibi/db';
import { createTestDatabase } from '@hibi/db/testing';
import { pipelineConcurrency } from '../../apps/server/src/pipeline/concurrency.ts';
import { createFaceThreadPool } from '../../apps/server/src/pipeline/faces/face-thread-pool.ts';

/** The production rule: one face thread per core, or PIPELINE_CONCURRENCY. */
export const benchConcurrency = () =>
  pipelineConcurrency(Number(process.env.PIPELINE_CONCURRENCY) || undefined);

import type { PipelineDeps } from '../../apps/server/src/pipeline/pipeline-deps.ts';
import { createLocalStorage } from '../../apps/server/src/storage/local-storage.ts';
import { extensionOf, originalKeyOf } from '../../apps/server/src/storage/media-keys.ts';
import { createMediaUrlSigner } from '../../apps/server/src/storage/signed-media-url.ts';
import { enrolAs } from './enrol-child.ts';
import { createFacility, createGuardian } from './fixtures.ts';

/**
 * The pipeline's steps on their own database and storage, with the real face engine on two
 * threads and one facility whose children are enrolled from the named identities' crops 1-3.
 */
export async function createPipelineHarness(enrolled: string[]) {
  const testDatabase = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-pipeline-'));
  const now = () => new Date();
  // Laid out as a server's DATA_DIR (files under storage/), so a worker process can be started on it.
  const storage = createLocalStorage(
    path.join(dataDir, 'storage'),
    createMediaUrlSigner('pipeline-test-secret-0123456789abcdef'),
    now,
  );
  const deps: PipelineDeps = {
    db: testDatabase.handle.db,
    storage,
    faces: createFaceThreadPool(benchConcurrency().faceThreads),
    now,
  };
  const facilityId = (await createFacility(deps.db)).id;
  const childOf: Record<string, string> = {};
  for (const name of enrolled) {
    const { child } = await createGuardian(deps.db, { facilityId });
    childOf[name] = child.id;
    await enrolAs(deps.db, deps.faces, child.id, name, storage);
  }
  return {
    deps,
    childOf,
    facilityId,
    /** The database's handle and URL, for starting the job queue on it (startPipeline). */
    database: { handle: testDatabase.handle, url: testDatabase.url },
    /** What a worker process on the same storage takes as DATA_DIR. */
    dataDir,
    /**
     * Stores an original and its media row, as completing a staff upload does: the key's extension
     * comes from the content type (image/heic, video/mp4, ...), and video/* is a video.
     */
    async upload(bytes: Buffer, contentType = 'image/jpeg') {
      const extension = extensionOf(contentType);
      if (!extension) throw new Error(`${contentType} is not a type staff may upload`);
      const id = randomUUID();
      const kind = contentType.startsWith('video/') ? 'video' : 'photo';
      const originalKey = originalKeyOf(facilityId, id, extension);
      await storage.put(originalKey, bytes, contentType);
      await deps.db
        .insert(media)
        .values({ id, facilityId, kind, originalKey, contentSha256: `pending:${id}` });
      return id;
    },
    async close() {
      await deps.faces.close();
      await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
