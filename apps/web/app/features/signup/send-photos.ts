import type { UploadTicketResponse } from '@hibi/contract';
import { ApiError } from '~/features/session/api-error';
import { uploadToTicket } from '~/features/storage-upload/upload-to-ticket';
import { requestAgain } from './signup-calls';

interface PhotoToSend {
  id: string;
  file: Blob;
}

/**
 * Uploads each photo to its own ticket, all at once, and answers the reference ids used. Tickets
 * last 15 minutes: when storage refuses one as expired (403), fresh tickets are fetched through
 * the re-request path and the upload runs once more.
 */
export async function sendPhotos(
  userId: string,
  tickets: UploadTicketResponse[],
  photos: PhotoToSend[],
  onProgress: (photoId: string, fraction: number) => void,
): Promise<string[]> {
  const run = (using: UploadTicketResponse[]) =>
    Promise.all(
      photos.map((photo, index) => {
        const ticket = using[index];
        if (!ticket) throw new ApiError(400, null);
        return uploadToTicket(ticket, photo.file, (fraction) => onProgress(photo.id, fraction)).then(
          () => ticket.referenceId,
        );
      }),
    );
  try {
    return await run(tickets);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
    return run(await requestAgain(userId));
  }
}
