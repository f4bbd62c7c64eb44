import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { ingestJob } from '../../../pipeline/pipeline-job-declarations.ts';
import { parseOriginalKey } from '../../../storage/media-keys.ts';
import { uploadFacilityFor } from './upload-facility.ts';
import { adminUploadRepository } from './uploads.repository.ts';

/**
 * Staff bulk upload, last step: a media row for each stored file and its ingest queued. Keys
 * without a file behind them are answered as missing.
 */
export async function completeUploads(
  context: AppContext,
  staff: StaffAccount,
  facilityCode: string,
  keys: string[],
  names: Record<string, string> = {},
) {
  const facility = await uploadFacilityFor(context, staff, facilityCode);
  const uploads = adminUploadRepository(context.database.db);
  const queued: string[] = [];
  const missing: string[] = [];
  for (const key of keys) {
    const parsed = parseOriginalKey(key);
    if (parsed?.facilityId !== facility.id)
      throw new AppError('invalid_input', `${key}: この施設のアップロードではありません。`);
    if (!(await context.storage.exists(key))) {
      missing.push(key);
      continue;
    }
    await uploads.insertUploaded({
      mediaId: parsed.mediaId,
      facilityId: facility.id,
      kind: /\.(mp4|mov)$/.test(key) ? 'video' : 'photo',
      originalKey: key,
      originalName: names[key] ?? null,
      uploadedBy: staff.id,
      uploadedAt: context.now(),
    });
    await context.jobs.enqueue(ingestJob, { mediaId: parsed.mediaId }, { singletonKey: parsed.mediaId });
    queued.push(parsed.mediaId);
  }
  return { queued, missing };
}
