import { randomUUID } from 'node:crypto';
import type { StaffAccount } from '@hibi/db';
import { uploadContentTypes, uploadRefusal, uploadSizeLimit } from '@hibi/domain';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { ingestJob } from '../../../pipeline/pipeline-job-declarations.ts';
import { facilityRepository } from '../../../repositories/facility.repository.ts';
import { extensionOf, originalKeyOf, parseOriginalKey } from '../../../storage/media-keys.ts';
import { adminUploadRepository } from './uploads.repository.ts';

type UploadFile = { name: string; contentType: string; size: number };

/**
 * Staff bulk upload: tickets to POST each file to the server's /storage/upload, which writes it to
 * the storage (the sign-up's browser-POST protocol, decision 0024), then `complete` creates the media
 * rows and queues their ingest.
 */
export function adminUploadService(context: AppContext) {
  const { db } = context.database;

  /** The facility a staff member names by code; operators reach every facility, staff only their own. */
  async function facilityForStaff(staff: StaffAccount, code: string) {
    const facility = await facilityRepository(db).findByCode(code);
    if (!facility) throw new AppError('not_found', '指定された施設が見つかりません。');
    assertFacilityAccess(staff, facility.id);
    return facility;
  }

  return {
    async tickets(staff: StaffAccount, facilityCode: string, files: UploadFile[]) {
      const facility = await facilityForStaff(staff, facilityCode);
      const tickets = [];
      for (const file of files) {
        const refusal = uploadRefusal(file, uploadContentTypes);
        if (refusal) throw new AppError('invalid_input', refusal);
        const key = originalKeyOf(facility.id, randomUUID(), extensionOf(file.contentType));
        const ticket = await context.storage.createUploadTicket(key, {
          contentTypes: [file.contentType],
          minBytes: 1,
          maxBytes: uploadSizeLimit(file.contentType),
          expiresInSeconds: 60 * 60,
        });
        tickets.push({ name: file.name, ...ticket });
      }
      return { tickets };
    },

    /** Keys without a file behind them are answered as missing; the rest are queued for ingest. */
    async complete(
      staff: StaffAccount,
      facilityCode: string,
      keys: string[],
      names: Record<string, string> = {},
    ) {
      const { jobs } = context;
      const facility = await facilityForStaff(staff, facilityCode);
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
        await adminUploadRepository(db).insertUploaded({
          mediaId: parsed.mediaId,
          facilityId: facility.id,
          kind: /\.(mp4|mov)$/.test(key) ? 'video' : 'photo',
          originalKey: key,
          originalName: names[key] ?? null,
          uploadedBy: staff.id,
          uploadedAt: context.now(),
        });
        await jobs.enqueue(ingestJob, { mediaId: parsed.mediaId }, { singletonKey: parsed.mediaId });
        queued.push(parsed.mediaId);
      }
      return { queued, missing };
    },
  };
}
