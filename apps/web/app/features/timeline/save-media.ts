import type { TimelineItem } from '@hibi/contract';
import { downloadApi, endpointUrl } from '@hibi/contract/api';
import { currentAccessToken } from '~/features/session/token-store';
import { ApiError } from '~/lib/api-error';
import { saveBlob } from '~/lib/save-blob';
import { mediaFileName, shootingStem } from './media-file-name';

/** Sharing sends every file at once; beyond this many, a ZIP serves a guardian better. */
export const MAX_SHARED_FILES = 30;

type ShareNavigator = Navigator & { canShare?: (data: ShareData) => boolean };

/** On phones, the system share sheet saves to the camera roll or sends to LINE (Web Share level 2). */
export function canShareFiles(): boolean {
  const nav = navigator as ShareNavigator;
  if (!nav.canShare || !window.matchMedia('(pointer: coarse)').matches) return false;
  const probe = new File([new Uint8Array(1)], 'probe.jpg', { type: 'image/jpeg' });
  return nav.canShare({ files: [probe] });
}

async function fileOf(item: TimelineItem): Promise<File> {
  const response = await fetch(
    item.kind === 'video' ? (item.videoUrl ?? item.originalUrl) : item.originalUrl,
  );
  if (!response.ok) throw new ApiError(response.status, null);
  const type = item.kind === 'video' ? 'video/mp4' : 'image/jpeg';
  return new File([await response.blob()], mediaFileName(item), { type });
}

/** Offers the files to the share sheet; false when the guardian closed it without choosing. */
export async function shareMedia(items: TimelineItem[]): Promise<boolean> {
  const files = await Promise.all(items.map(fileOf));
  try {
    await navigator.share({ files });
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw error;
  }
}

/** Saves one photo or video as a file download. */
export async function downloadMedia(item: TimelineItem) {
  saveBlob(await fileOf(item), mediaFileName(item));
}

/**
 * Downloads the chosen media as one ZIP (POST …/media/archive), reporting the bytes received so
 * far: the archive is streamed as the server writes it, so its size is not known in advance.
 */
export async function downloadArchive(
  childId: string,
  items: TimelineItem[],
  onProgress: (bytes: number) => void,
) {
  const response = await fetch(endpointUrl(downloadApi.archive, { childId }), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${currentAccessToken() ?? ''}` },
    body: JSON.stringify({ mediaIds: items.map((item) => item.mediaId) }),
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? null);
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  const newest = items[0]?.shootingAt ?? new Date().toISOString();
  saveBlob(
    new Blob(chunks as BlobPart[], { type: 'application/zip' }),
    `hibi-photo_${shootingStem(newest).slice(0, 10)}.zip`,
  );
}
