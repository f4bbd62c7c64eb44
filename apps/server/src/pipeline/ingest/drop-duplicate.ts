import { and, eq, type Media, media } from '@hibi/db';
import type { PipelineDeps } from '../pipeline-deps.ts';

/** PostgreSQL's unique_violation, whether the driver error is thrown bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/**
 * Claims the file's content for this media before the costly steps. The same file uploaded twice
 * to a facility is one media: the unique (facility, sha256) constraint decides, even when both
 * copies are ingested at the same moment, and the later copy is deleted with its original, so
 * nobody receives the photo twice. Answers true when this media was the duplicate and is gone.
 * When the first copy never became ready (its worker died, or it failed), staff re-uploading it
 * is the sign to try that copy again, rather than a duplicate to forget.
 */
export async function dropIfDuplicate(deps: PipelineDeps, item: Media, sha256: string): Promise<boolean> {
  try {
    await deps.db.update(media).set({ contentSha256: sha256 }).where(eq(media.id, item.id));
    return false;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  await deps.db.delete(media).where(eq(media.id, item.id));
  await deps.storage.delete(item.originalKey);
  const [first] = await deps.db
    .select({ id: media.id, status: media.status })
    .from(media)
    .where(and(eq(media.facilityId, item.facilityId), eq(media.contentSha256, sha256)));
  if (first && first.status !== 'ready') await deps.retryIngest?.(first.id);
  return true;
}
