import { z } from 'zod';
import { defineJob, type JobDefinition } from '../jobs/job-definition.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { forgetChild } from './cleanup/forget-child.ts';
import { forgetUnmatchedFaces } from './cleanup/forget-unmatched-faces.ts';
import { ingestMedia } from './ingest/ingest-media.ts';
import { matchMedia } from './matching/match-media.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import { checkReferenceFaces } from './references/check-reference-faces.ts';
import { precheckReference } from './references/precheck-reference.ts';
import { rematchRepository } from './rematch/rematch.repository.ts';
import { rematchChild } from './rematch/rematch-child.ts';

const mediaPayload = z.object({ mediaId: z.uuid() });

// Declarations for senders (the upload API): enqueueing needs only the name and the payload
// schema; the handlers live in workers, which build them with their own engine below.
const runsInWorkers = async () => {
  throw new Error('this job runs in workers built by pipelineJobs()');
};
export const ingestJob = defineJob({
  name: 'media-ingest',
  schema: mediaPayload,
  retry: { retryLimit: 3, retryDelaySeconds: 10 },
  // A photo takes seconds and a short clip well under a minute on two cores; a killed worker's
  // photo is retried after this (with maintenance's 30 s), well before the 19:00 mail.
  timeoutSeconds: 120,
  handle: runsInWorkers,
});
export const matchJob = defineJob({
  name: 'media-match',
  schema: mediaPayload,
  retry: { retryLimit: 3, retryDelaySeconds: 5 },
  timeoutSeconds: 60,
  handle: runsInWorkers,
});

const referencePayload = z.object({ referenceImageId: z.uuid() });
export const referenceFacesJob = defineJob({
  name: 'reference-faces',
  schema: referencePayload,
  retry: { retryLimit: 3, retryDelaySeconds: 10 },
  timeoutSeconds: 120,
  handle: runsInWorkers,
});

/** A photo uploaded but not sent yet: its family waits on the screen for this (decision 0039). */
export const referencePrecheckJob = defineJob({
  name: 'reference-precheck',
  schema: referencePayload,
  retry: { retryLimit: 2, retryDelaySeconds: 5 },
  timeoutSeconds: 120,
  handle: runsInWorkers,
});

const childPayload = z.object({ childId: z.uuid() });
/** A child's new reference looks again at the facility's recent photos that went to nobody. */
export const childRematchJob = defineJob({
  name: 'child-rematch',
  schema: childPayload,
  retry: { retryLimit: 3, retryDelaySeconds: 30 },
  // Two weeks of a facility's faces compared in memory: seconds, not minutes.
  timeoutSeconds: 300,
  handle: runsInWorkers,
});
export const forgetChildJob = defineJob({
  name: 'child-forget',
  schema: childPayload,
  retry: { retryLimit: 5, retryDelaySeconds: 60 },
  handle: runsInWorkers,
});

/** Daily, at a quiet hour (Asia/Tokyo), by startPipeline's schedule. */
export const forgetUnmatchedFacesCron = '30 3 * * *';

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
  const inAMinute = <Schema extends z.ZodType>(job: JobDefinition<Schema>, data: z.input<Schema>) =>
    runner.enqueue(job, data, { startAfter: new Date(deps.now().getTime() + 60_000) });
  const mediaJobs = [
    {
      ...ingestJob,
      async handle({ mediaId }: z.output<typeof mediaPayload>) {
        const outcome = await ingestMedia(ingestDeps, mediaId);
        if (outcome === 'ready' || outcome === 'already-done') await runner.enqueue(matchJob, { mediaId });
      },
    },
    {
      ...matchJob,
      async handle({ mediaId }: z.output<typeof mediaPayload>) {
        if ((await matchMedia(deps, mediaId)).deferred) await inAMinute(matchJob, { mediaId });
      },
    },
    {
      ...referenceFacesJob,
      async handle({ referenceImageId }: z.output<typeof referencePayload>) {
        const outcome = await checkReferenceFaces(deps, referenceImageId, rejectionMail);
        const childId =
          outcome === 'accepted' &&
          (await rematchRepository(deps.db).approvedChildOfReference(referenceImageId));
        // One waiting run per child covers the photos a family adds together.
        if (childId) await runner.enqueue(childRematchJob, { childId }, { singletonKey: childId });
      },
    },
    {
      ...referencePrecheckJob,
      async handle({ referenceImageId }: z.output<typeof referencePayload>) {
        await precheckReference(deps, referenceImageId);
      },
    },
    {
      ...childRematchJob,
      async handle({ childId }: z.output<typeof childPayload>) {
        if ((await rematchChild(deps, childId)).deferred) await inAMinute(childRematchJob, { childId });
      },
    },
  ];
  const forgetFaces = defineJob({
    name: 'faces-forget-unmatched',
    schema: z.object({}),
    retry: { retryLimit: 2, retryDelaySeconds: 600 },
    handle: async () => {
      await forgetUnmatchedFaces(deps.db, deps.now());
    },
  });
  const forgetWithdrawnChild = {
    ...forgetChildJob,
    async handle({ childId }: z.output<typeof childPayload>) {
      await forgetChild(deps, childId);
    },
  };
  return { mediaJobs, forgetFaces, forgetWithdrawnChild };
}
