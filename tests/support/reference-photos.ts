import { eq, referenceImages } from '@hibi/db';
import { afterAll, beforeAll } from 'vitest';
import { createFacility, createGuardian } from './fixtures.ts';
import { createPipelineHarness } from './pipeline-harness.ts';

type Started = { harness: Awaited<ReturnType<typeof createPipelineHarness>>; childId: string };

/**
 * The face check's tests: the pipeline on its own database for the file, a child whose sign-up
 * request waits for its photos' check, and photos stored and recorded as if a guardian sent them.
 */
export function useReferenceCheck() {
  let started: Started | undefined;
  beforeAll(async () => {
    const harness = await createPipelineHarness([]);
    const facility = await createFacility(harness.deps.db);
    const { child } = await createGuardian(harness.deps.db, { facilityId: facility.id, status: 'requested' });
    started = { harness, childId: child.id };
  }, 60_000);
  afterAll(() => started?.harness.close());
  const deps = () => {
    if (!started) throw new Error('useReferenceCheck: not started yet');
    return started.harness.deps;
  };
  return {
    deps,
    /** The database's handle and URL, for a job queue on it. */
    database: () => {
      if (!started) throw new Error('useReferenceCheck: not started yet');
      return started.harness.database;
    },
    async add(bytes: Buffer, status: 'pending' | 'uploaded' = 'uploaded', childId = started?.childId ?? '') {
      const storageKey = `references/${childId}/${Math.random().toString(36).slice(2)}`;
      await deps().storage.put(storageKey, bytes, 'image/jpeg');
      const [row] = await deps()
        .db.insert(referenceImages)
        .values({ childId, storageKey, status })
        .returning();
      return row?.id ?? '';
    },
    async row(id: string) {
      return (await deps().db.select().from(referenceImages).where(eq(referenceImages.id, id)))[0];
    },
  };
}
