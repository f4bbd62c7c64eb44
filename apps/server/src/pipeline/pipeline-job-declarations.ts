import { z } from 'zod';
import { declareJob } from '../jobs/job-definition.ts';

// The pipeline's jobs as senders know them: name, payload schema, retries. Enqueueing needs only
// these, so an API service sending a job loads none of the pipeline; pipeline-jobs.ts binds each
// one's handler in workers, with their own engine.

const mediaPayload = z.object({ mediaId: z.uuid() });

export const ingestJob = declareJob({
  name: 'media-ingest',
  schema: mediaPayload,
  retry: { retryLimit: 3, retryDelaySeconds: 10 },
  // A photo takes seconds and a short clip well under a minute on two cores; a killed worker's
  // photo is retried after this (with maintenance's 30 s), well before the 19:00 mail.
  timeoutSeconds: 120,
});
export const matchJob = declareJob({
  name: 'media-match',
  schema: mediaPayload,
  retry: { retryLimit: 3, retryDelaySeconds: 5 },
  timeoutSeconds: 60,
});

const referencePayload = z.object({ referenceImageId: z.uuid() });
export const referenceFacesJob = declareJob({
  name: 'reference-faces',
  schema: referencePayload,
  retry: { retryLimit: 3, retryDelaySeconds: 10 },
  timeoutSeconds: 120,
});

/** A photo uploaded but not sent yet: its family waits on the screen for this (decision 0039). */
export const referencePrecheckJob = declareJob({
  name: 'reference-precheck',
  schema: referencePayload,
  retry: { retryLimit: 2, retryDelaySeconds: 5 },
  timeoutSeconds: 120,
});

const childPayload = z.object({ childId: z.uuid() });
/** A child's new reference looks again at the facility's recent photos that went to nobody. */
export const childRematchJob = declareJob({
  name: 'child-rematch',
  schema: childPayload,
  retry: { retryLimit: 3, retryDelaySeconds: 30 },
  // Two weeks of a facility's faces compared in memory: seconds, not minutes.
  timeoutSeconds: 300,
});
export const forgetChildJob = declareJob({
  name: 'child-forget',
  schema: childPayload,
  retry: { retryLimit: 5, retryDelaySeconds: 60 },
});

/** Daily, at a quiet hour (Asia/Tokyo), by startPipeline's schedule. */
export const forgetUnmatchedFacesCron = '30 3 * * *';

const renderPayload = z.object({ collectionId: z.uuid() });
/** Declared for senders (a returned photo re-renders its movies); photoMovieJobs binds the handler. */
export const photoMovieRenderJob = declareJob({
  name: 'photo-movie-render',
  schema: renderPayload,
  retry: { retryLimit: 3, retryDelaySeconds: 60 },
});

/** One media checked against its facility's protected children (protectMedia). */
export const protectMediaJob = declareJob({
  name: 'media-protect',
  schema: z.object({ mediaId: z.uuid() }),
  retry: { retryLimit: 3, retryDelaySeconds: 10 },
  timeoutSeconds: 120,
});

/** A child protected or no longer: the facility's photos checked again, one job each. */
export const protectFacilityJob = declareJob({
  name: 'facility-protect',
  schema: z.object({ facilityId: z.uuid() }),
  retry: { retryLimit: 3, retryDelaySeconds: 30 },
});
