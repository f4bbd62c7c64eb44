import type { AppContext } from '../context.ts';
import { referenceFacesJob } from '../pipeline/pipeline-job-declarations.ts';

/** The face check of each photo runs in the pipeline's workers; without them (some tests) it waits. */
export async function enqueueReferenceChecks(context: AppContext, referenceImageIds: readonly string[]) {
  for (const referenceImageId of referenceImageIds)
    await context.jobs.enqueue(referenceFacesJob, { referenceImageId });
}
