import { z } from 'zod';
import { declareJob } from '../../jobs/job-definition.ts';

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
