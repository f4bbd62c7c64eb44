import type { Database } from '@hibi/db';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { matchJob } from '../pipeline-job-declarations.ts';
import { reembedRepository } from './reembed.repository.ts';
import { reembedMedia, reembedReference } from './reembed-faces.ts';

const payload = z.object({
  phase: z.enum(['references', 'media']).describe('sign-up references first: their children wait on them'),
  after: z
    .uuid()
    .nullable()
    .describe('the last face id (references) or media id (media) done; null: from the start'),
});

type Logger = { info(details: object, message: string): void; error(details: object, message: string): void };

/**
 * Brings every stored embedding to the engine's model, a batch at a time, each batch enqueueing the
 * next after its last id (a retry redoes one batch; a restart starts over what is left). Sign-up
 * references go first, since a child with one left is not matched (childCandidate); then media,
 * each matched once converted for the faces that waited undecided. Progress goes to the log.
 */
export function reembedJob(deps: PipelineDeps, runner: JobRunner, logger: Logger, batchSize = 20) {
  const model = deps.faces.embeddingModel;
  const repo = reembedRepository(deps.db, model);
  const job = defineJob({
    name: 'faces-reembed',
    schema: payload,
    retry: { retryLimit: 3, retryDelaySeconds: 60 },
    // A batch of photos takes a minute or two on two cores; videos need their frames again.
    timeoutSeconds: 900,
    async handle({ phase, after }) {
      let last: string | undefined;
      let count = 0;
      if (phase === 'references') {
        const batch = await repo.references(after, batchSize);
        for (const { face, storageKey } of batch) {
          const outcome = await reembedReference(deps, repo, face, storageKey).catch((error: unknown) => {
            logger.error({ err: error, faceId: face.id }, 'reference face not re-embedded');
          });
          if (outcome === 'deleted')
            logger.error({ faceId: face.id }, 'reference face not found again: removed');
        }
        last = batch.at(-1)?.face.id;
        count = batch.length;
      } else {
        const batch = await repo.media(after, batchSize);
        for (const mediaId of batch) {
          const outcome = await reembedMedia(deps, repo, mediaId).catch((error: unknown) => {
            logger.error({ err: error, mediaId }, 'media faces not re-embedded');
          });
          if (outcome?.unpaired)
            logger.info({ mediaId, unpaired: outcome.unpaired }, 'faces not found again');
          await runner.enqueue(matchJob, { mediaId });
        }
        last = batch.at(-1);
        count = batch.length;
      }
      logger.info({ model, phase, done: count, left: await repo.remaining() }, 'faces re-embedded');
      if (count === batchSize && last) await runner.enqueue(job, { phase, after: last });
      else if (phase === 'references') await runner.enqueue(job, { phase: 'media', after: null });
      else logger.info({ model }, 'every face re-embedded that could be');
    },
  });
  return job;
}

/** At start: a re-embedding from the beginning when any stored embedding is of another model. */
export async function startReembedding(
  db: Database,
  model: string,
  runner: JobRunner,
  job: ReturnType<typeof reembedJob>,
): Promise<boolean> {
  const left = await reembedRepository(db, model).remaining();
  if (left.references === 0 && left.media === 0) return false;
  await runner.enqueue(job, { phase: 'references', after: null }, { singletonKey: `reembed:${model}` });
  return true;
}
