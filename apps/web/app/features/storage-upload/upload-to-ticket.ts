import { ApiError } from '~/lib/api-error';
import { type StorageTicket, ticketFields } from './ticket-form';

/**
 * POSTs one image with its ticket to the ticket's URL, the server's /storage/upload, which writes it to
 * the storage (decision 0024; fetch cannot report upload progress, so XMLHttpRequest). Resolves on
 * 2xx; rejects with ApiError carrying the endpoint's message if any.
 */
export function uploadToTicket(
  ticket: StorageTicket,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of ticketFields(ticket)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', ticket.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      reject(new ApiError(request.status, storageMessage(request.responseText)));
    };
    request.onerror = () => reject(new ApiError(0, null));
    request.send(form);
  });
}

// The embedded storage answers the API's JSON error shape; S3 answers XML, which people should not see.
function storageMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}
