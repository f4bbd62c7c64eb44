import type { Media } from '@hibi/db';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { ingestRepository } from './ingest.repository.ts';

/**
 * Claims the file's content for this media before the costly steps. The same file uploaded twice
 * to a facility is one media: the unique (facility, sha256) constraint decides, even when both
 * copies are ingested at the same moment, and the later copy is deleted with its original, so
 * nobody receives the photo twice. Answers true when this media was the duplicate and is gone.
 * When the first copy never became ready (its worker died, or it failed), staff re-uploading it
 * is the sign to try that copy again, rather than a duplicate to forget.
 */
export async function dropIfDuplicate(deps: PipelineDeps, item: Media, sha256: string): Promise<boolean> {
  const ingest = ingestRepository(deps.db);
  if (await ingest.claimContent(item.id, sha256)) return false;
  await ingest.delete(item.id);
  await deps.storage.delete(item.originalKey);
  const first = await ingest.findByContent(item.facilityId, sha256);
  if (first && first.status !== 'ready') await deps.retryIngest?.(first.id);
  return true;
}
