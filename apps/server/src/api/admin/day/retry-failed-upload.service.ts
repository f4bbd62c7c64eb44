import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { ingestJob } from '../../../pipeline/pipeline-job-declarations.ts';
import { failedUploadFor, notFailed } from './failed-upload.ts';
import { adminUploadRepository } from './uploads.repository.ts';

/**
 * A failed upload's ingest queued again, as for a new upload: for a failure that was the
 * server's, not the file's. The failure is put back when the queue refuses the job.
 */
export async function retryFailedUpload(context: AppContext, staff: StaffAccount, mediaId: string) {
  const uploads = adminUploadRepository(context.database.db);
  const item = await failedUploadFor(uploads, staff, mediaId);
  if (!(await uploads.requeue(mediaId))) throw notFailed();
  try {
    await context.jobs.enqueue(ingestJob, { mediaId }, { singletonKey: mediaId });
  } catch (error) {
    await uploads.restoreFailure(mediaId, item.failureReason);
    throw error;
  }
  return { queued: mediaId };
}
