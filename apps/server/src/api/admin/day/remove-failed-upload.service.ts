import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { failedUploadFor, notFailed } from './failed-upload.ts';
import { storedKeysOf } from './stored-keys.ts';
import { adminUploadRepository } from './uploads.repository.ts';

/** A failed upload and its stored files deleted, audited: it never reached anyone. */
export async function removeFailedUpload(context: AppContext, staff: StaffAccount, mediaId: string) {
  const { db } = context.database;
  const item = await failedUploadFor(adminUploadRepository(db), staff, mediaId);
  await db.transaction(async (tx) => {
    if (!(await adminUploadRepository(tx).deleteFailed(mediaId))) throw notFailed();
    await auditLogRepository(tx).byStaff(staff.id, 'media.remove_failed', ['media', mediaId], {
      name: item.originalName,
      reason: item.failureReason,
    });
  });
  for (const key of storedKeysOf(item)) await context.storage.delete(key);
  return { removed: mediaId };
}
