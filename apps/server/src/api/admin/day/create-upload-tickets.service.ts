import { randomUUID } from 'node:crypto';
import type { StaffAccount } from '@hibi/db';
import { uploadContentTypes, uploadRefusal, uploadSizeLimit } from '@hibi/domain';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { extensionOf, originalKeyOf } from '../../../storage/media-keys.ts';
import { uploadFacilityFor } from './upload-facility.ts';

type UploadFile = { name: string; contentType: string; size: number };

/**
 * Staff bulk upload, first step: a ticket per file to POST it to the server's /storage/upload,
 * which writes it to the storage (the sign-up's browser-POST protocol, decision 0024). One file
 * of a refused type or size refuses the batch.
 */
export async function createUploadTickets(
  context: AppContext,
  staff: StaffAccount,
  facilityCode: string,
  files: UploadFile[],
) {
  const facility = await uploadFacilityFor(context, staff, facilityCode);
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
}
