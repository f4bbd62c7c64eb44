import { z } from 'zod';
import { adminString } from './admin-fields.ts';

export const failedJobsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100).describe('newest first; 100 by default'),
});

export const failedJobsResponseSchema = z.object({
  jobs: z.array(
    z.object({
      id: z.string(),
      name: z.string().describe('the job, e.g. media-ingest'),
      data: z.unknown().describe('the payload it was enqueued with'),
      error: z.string().describe('the last error thrown'),
      failedAt: z.iso.datetime(),
    }),
  ),
});

export const jobIdParamsSchema = z.object({ jobId: adminString(100) });

export const retryJobResponseSchema = z.object({ retried: z.literal(true) });

/** The schemas of the dead-letter calls (`adminJobApi`). */
export const adminJobSchemas = {
  listFailed: { query: failedJobsQuerySchema, answer: failedJobsResponseSchema },
  retry: { params: jobIdParamsSchema, answer: retryJobResponseSchema },
};
