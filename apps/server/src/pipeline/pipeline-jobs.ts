import { z } from 'zod';
import { defineJob, type JobDeclaration, withHandler } from '../jobs/job-definition.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { forgetChild } from './cleanup/forget-child.ts';
import { forgetUnmatchedFaces } from './cleanup/forget-unmatched-faces.ts';
import { ingestMedia, markFailedAfterError } from './ingest/ingest-media.ts';
import { matchMedia } from './matching/match-media.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import {
  childRematchJob,
  forgetChildJob,
  ingestJob,
  matchJob,
  photoMovieRenderJob,
  protectFacilityJob,
  protectMediaJob,
  referenceFacesJob,
  referencePrecheckJob,
} from './pipeline-job-declarations.ts';
import { protectMedia } from './protection/protect-media.ts';
import { protectionRepository } from './protection/protection.repository.ts';
import { checkReferenceFaces } from './references/check-reference-faces.ts';
import { precheckReference } from './references/precheck-reference.ts';
import { rematchRepository } from './rematch/rematch.repository.ts';
import { rematchChild } from './rematch/rematch-child.ts';

/**
 * The pipeline's jobs with their handlers: ingest, then matching once the photo is ready. With
 * `mail`, a request the face check rejects is mailed to the guardian.
 */
export function pipelineJobs(
  deps: PipelineDeps,
  runner: JobRunner,
  mail?: { settings: { PUBLIC_URL: string } },
) {
  const rejectionMail = mail && { jobs: runner, settings: mail.settings };
  const ingestDeps: PipelineDeps = {
    ...deps,
    retryIngest: (mediaId) => runner.enqueue(ingestJob, { mediaId }),
  };
  // Matching deferred while a child's references are re-embedded (minutes at a version's first start).
  const inAMinute = <Schema extends z.ZodType>(job: JobDeclaration<Schema>, data: z.input<Schema>) =>
    runner.enqueue(job, data, { startAfter: new Date(deps.now().getTime() + 60_000) });
  // After matching, and for each photo when a child's 掲載NG changes (decision 0077): a changed
  // blur makes the movies showing the photo again, with what each family may see.
  const protect = async (mediaId: string) => {
    const { outcome, changed } = await protectMedia(deps, mediaId);
    if (outcome === 'deferred') return inAMinute(protectMediaJob, { mediaId });
    if (!changed) return;
    for (const collectionId of await protectionRepository(deps.db).collectionsShowing(mediaId))
      await runner.enqueue(photoMovieRenderJob, { collectionId }, { singletonKey: collectionId });
  };
  const mediaJobs = [
    withHandler(
      ingestJob,
      async ({ mediaId }, run) => {
        const outcome = await ingestMedia(ingestDeps, mediaId, { finalTry: run?.finalTry ?? true });
        if (outcome === 'ready' || outcome === 'already-done') await runner.enqueue(matchJob, { mediaId });
      },
      // However the last try ended, staff see the file failed with a reason, never 処理中 for good.
      ({ mediaId }) => markFailedAfterError(deps, mediaId),
    ),
    withHandler(matchJob, async ({ mediaId }) => {
      if ((await matchMedia(deps, mediaId)).deferred) await inAMinute(matchJob, { mediaId });
      else await protect(mediaId);
    }),
    withHandler(protectMediaJob, async ({ mediaId }) => protect(mediaId)),
    withHandler(protectFacilityJob, async ({ facilityId }) => {
      for (const mediaId of await protectionRepository(deps.db).mediaToCheck(facilityId))
        await runner.enqueue(protectMediaJob, { mediaId }, { singletonKey: mediaId });
    }),
    withHandler(referenceFacesJob, async ({ referenceImageId }) => {
      const outcome = await checkReferenceFaces(deps, referenceImageId, rejectionMail);
      const childId =
        outcome === 'accepted' &&
        (await rematchRepository(deps.db).approvedChildOfReference(referenceImageId));
      // One waiting run per child covers the photos a family adds together.
      if (childId) await runner.enqueue(childRematchJob, { childId }, { singletonKey: childId });
    }),
    withHandler(referencePrecheckJob, async ({ referenceImageId }) => {
      await precheckReference(deps, referenceImageId);
    }),
    withHandler(childRematchJob, async ({ childId }) => {
      if ((await rematchChild(deps, childId)).deferred) await inAMinute(childRematchJob, { childId });
    }),
  ];
  const forgetFaces = defineJob({
    name: 'faces-forget-unmatched',
    schema: z.object({}),
    retry: { retryLimit: 2, retryDelaySeconds: 600 },
    handle: async () => {
      await forgetUnmatchedFaces(deps.db, deps.now());
    },
  });
  const forgetWithdrawnChild = withHandler(forgetChildJob, async ({ childId }) => {
    await forgetChild(deps, childId);
  });
  return { mediaJobs, forgetFaces, forgetWithdrawnChild };
}
