import type { SelectionReason } from '@hibi/domain';
import { hammingDistance } from '@hibi/media';

/** One delivered media of a child on one Tokyo day, with what selection weighs. */
export type DayItem = {
  mediaId: string;
  kind: 'photo' | 'video';
  /** The child's own face quality in this media (faceQuality: size, pose, sharpness, eyes). */
  score: number;
  perceptualHash: string | null;
  shootingAt: Date;
};

export type SelectionVerdict = 'shown' | SelectionReason;

/** At most this many photos of a child per day: a family reads the best of the day, not all of it. */
export const DAILY_PHOTO_CAP = 30;

/**
 * Perceptual hashes this close (of 64 bits) are the same scene; burst shots of one moment differ by
 * a few bits, different scenes by twenty and more.
 */
export const BURST_HAMMING_DISTANCE = 10;

/** Shots further apart than this are different moments even when the frame looks alike. */
const BURST_WINDOW_MS = 60_000;

/**
 * Chooses what a child's family sees of one day: photos best first; a photo too like a better one
 * taken within a minute (a burst) is merged into it; then the daily cap. Every video is shown.
 */
export function selectDay(items: readonly DayItem[], cap = DAILY_PHOTO_CAP): Map<string, SelectionVerdict> {
  const verdicts = new Map<string, SelectionVerdict>();
  const photos = items
    .filter((item) => item.kind === 'photo')
    .sort((a, b) => b.score - a.score || a.mediaId.localeCompare(b.mediaId));
  const shown: DayItem[] = [];
  for (const photo of photos) {
    if (shown.some((kept) => sameBurst(photo, kept))) verdicts.set(photo.mediaId, 'burst_duplicate');
    else if (shown.length >= cap) verdicts.set(photo.mediaId, 'daily_cap');
    else {
      shown.push(photo);
      verdicts.set(photo.mediaId, 'shown');
    }
  }
  for (const video of items) if (video.kind === 'video') verdicts.set(video.mediaId, 'shown');
  return verdicts;
}

/** Two shots of one moment: taken within a minute, with nearly the same perceptual hash. */
export function sameBurst(
  photo: Pick<DayItem, 'perceptualHash' | 'shootingAt'>,
  kept: Pick<DayItem, 'perceptualHash' | 'shootingAt'>,
): boolean {
  if (!photo.perceptualHash || !kept.perceptualHash) return false;
  if (Math.abs(photo.shootingAt.getTime() - kept.shootingAt.getTime()) > BURST_WINDOW_MS) return false;
  return hammingDistance(photo.perceptualHash, kept.perceptualHash) <= BURST_HAMMING_DISTANCE;
}
