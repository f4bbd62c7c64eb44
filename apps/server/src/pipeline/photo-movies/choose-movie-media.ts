/** A shown photo of the child in the week, with what the choice weighs. */
export type MovieCandidate = {
  mediaId: string;
  /** The child's own face quality in the photo (as the daily selection scores it). */
  score: number;
  shootingAt: Date;
  /** Tokyo calendar date of shootingAt, 'YYYY-MM-DD'. */
  day: string;
};

/** About a minute of movie at 3 s a photo: long enough to enjoy, short enough to watch again. */
export const MOVIE_MAX_PHOTOS = 20;
/** A week with fewer photos of the child makes no movie; three frames are not a movie. */
export const MOVIE_MIN_PHOTOS = 3;

/**
 * Chooses the photos of a weekly movie: the best of each day in turn (so every day of the week
 * shows, not only the day of the excursion), up to the cap, then in shooting order so the movie
 * tells the week as it went. Empty when the week has too few photos.
 */
export function chooseMovieMedia(
  candidates: readonly MovieCandidate[],
  max = MOVIE_MAX_PHOTOS,
  min = MOVIE_MIN_PHOTOS,
): MovieCandidate[] {
  if (candidates.length < min) return [];
  const byDay = new Map<string, MovieCandidate[]>();
  for (const candidate of candidates)
    byDay.set(candidate.day, [...(byDay.get(candidate.day) ?? []), candidate]);
  for (const list of byDay.values()) list.sort(bestFirst);
  const chosen: MovieCandidate[] = [];
  const days = [...byDay.keys()].sort();
  for (let round = 0; chosen.length < max; round++) {
    const picks = days.flatMap((day) => byDay.get(day)?.[round] ?? []);
    if (picks.length === 0) break;
    chosen.push(...picks.sort(bestFirst).slice(0, max - chosen.length));
  }
  return chosen.sort(
    (a, b) => a.shootingAt.getTime() - b.shootingAt.getTime() || a.mediaId.localeCompare(b.mediaId),
  );
}

/** The cover: the best photo of those chosen. */
export function coverOf(chosen: readonly MovieCandidate[]): MovieCandidate | undefined {
  return [...chosen].sort(bestFirst)[0];
}

function bestFirst(a: MovieCandidate, b: MovieCandidate): number {
  return b.score - a.score || a.mediaId.localeCompare(b.mediaId);
}
