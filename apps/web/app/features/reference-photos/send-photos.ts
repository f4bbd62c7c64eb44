import type { UploadTicketResponse } from '@hibi/contract';
import { ApiError } from '~/features/session/api-error';
import { uploadToTicket } from '~/features/storage-upload/upload-to-ticket';
import type { PhotoSelection } from './use-photo-selection';

interface PhotoToSend {
  id: string;
  file: Blob;
}

/**
 * Uploads each photo to its own ticket, all at once, and answers the reference ids used. Tickets
 * last 15 minutes: when storage refuses one as expired (403), `freshTickets` are fetched (sign-up's
 * re-request path, my page's POST) and the upload runs once more.
 */
export async function sendPhotos(
  tickets: UploadTicketResponse[],
  photos: PhotoToSend[],
  onProgress: (photoId: string, fraction: number) => void,
  freshTickets: () => Promise<UploadTicketResponse[]>,
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
    return run(await freshTickets());
  }
}

/** sendPhotos for the chosen photos; on failure their progress bars go, so they can be sent again. */
export async function sendSelection(
  selection: PhotoSelection,
  tickets: UploadTicketResponse[],
  freshTickets: () => Promise<UploadTicketResponse[]>,
): Promise<string[]> {
  try {
    return await sendPhotos(tickets, selection.photos, selection.setProgress, freshTickets);
  } catch (error) {
    for (const photo of selection.photos) selection.setProgress(photo.id, null);
    throw error;
  }
}
