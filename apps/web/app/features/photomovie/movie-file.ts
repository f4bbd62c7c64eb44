import type { PhotoMovie } from '@hibi/contract';
import { ApiError } from '~/lib/api-error';
import { saveBlob } from '~/lib/save-blob';
import { movieFileName } from './movie-file-name';

// Loaded on the first tap of 保存する or 共有, not with the page.

/** The movie's MP4 as a file named for its week. */
export async function movieFile(movie: Pick<PhotoMovie, 'datefrom'> & { video_url: string }): Promise<File> {
  const response = await fetch(movie.video_url);
  if (!response.ok) throw new ApiError(response.status, null);
  return new File([await response.blob()], movieFileName(movie.datefrom), { type: 'video/mp4' });
}

export function saveFile(file: File) {
  saveBlob(file, file.name);
}

type ShareNavigator = Navigator & { canShare?: (data: ShareData) => boolean };

/** Whether this device's share sheet takes the file itself (Web Share level 2: phones, some desktops). */
export function canShareFile(file: File): boolean {
  const nav = navigator as ShareNavigator;
  return typeof nav.share === 'function' && nav.canShare?.({ files: [file] }) === true;
}

/**
 * Offers the file to the share sheet: 'shared', 'closed' when the family closed it, or 'again'
 * when the browser refused because the tap was spent on fetching the file (Safari allows a share
 * only soon after a tap); the file is then ready, and another tap opens the sheet at once.
 */
export async function shareFile(file: File): Promise<'shared' | 'closed' | 'again'> {
  try {
    await navigator.share({ files: [file] });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'closed';
    if (error instanceof DOMException && error.name === 'NotAllowedError') return 'again';
    throw error;
  }
}
