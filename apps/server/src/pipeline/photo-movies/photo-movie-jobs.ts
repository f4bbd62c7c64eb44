import { addTokyoDays } from '@hibi/domain';
import { z } from 'zod';
import { defineJob, withHandler } from '../../jobs/job-definition.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { photoMovieRenderJob } from '../pipeline-job-declarations.ts';
import { buildPhotoMovie } from './build-photo-movie.ts';
import { movieCollectionRepository } from './movie-collections.repository.ts';
import { weekToPublish } from './movie-week.ts';
import { renderPhotoMovie } from './render-photo-movie.ts';
import { type MovieMailDeps, sendMovieRelease } from './send-movie-release.ts';

const buildPayload = z.object({ childId: z.uuid(), guardianId: z.uuid(), dateFrom: z.iso.date() });

/**
 * The weekly run fans out one build job per child, so children's movies render on every worker
 * and one child's failure retries alone. The release mail is queued after publishing, when `mail` is given.
 */
export function photoMovieJobs(
  deps: Pick<PipelineDeps, 'db' | 'storage' | 'now'>,
  runner: JobRunner,
  mail?: Pick<MovieMailDeps, 'settings'>,
) {
  const collections = movieCollectionRepository(deps.db);
  const build = defineJob({
    name: 'photo-movie-build',
    schema: buildPayload,
    retry: { retryLimit: 3, retryDelaySeconds: 120 },
    async handle({ childId, guardianId, dateFrom }) {
      const week = { dateFrom, dateTo: addTokyoDays(dateFrom, 6) };
      const outcome = await buildPhotoMovie(deps, { childId, guardianId }, week);
      if (outcome.published && outcome.collectionId && mail)
        await sendMovieRelease({ ...mail, jobs: runner, db: deps.db, now: deps.now }, outcome.collectionId);
    },
  });
  const weekly = defineJob({
    name: 'photo-movies-weekly',
    schema: z.object({}),
    retry: { retryLimit: 2, retryDelaySeconds: 600 },
    async handle() {
      const { dateFrom } = weekToPublish(deps.now());
      for (const child of await collections.childrenWithFamilies())
        await runner.enqueue(build, { ...child, dateFrom }, { singletonKey: `${child.childId}:${dateFrom}` });
    },
  });
  const render = withHandler(photoMovieRenderJob, async ({ collectionId }) => {
    const owner = await collections.ownerOf(collectionId);
    if (owner) await renderPhotoMovie(deps, collectionId, owner);
  });
  return { build, weekly, render };
}
