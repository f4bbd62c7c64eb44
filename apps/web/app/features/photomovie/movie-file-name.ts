/**
 * The name a saved photo movie gets on the device: the prefix of every download of the service
 * (hibi-photo_, as the ZIPs) and the week's Monday, as the timeline's files are named by day:
 * hibi-photo_movie_2026-11-16.mp4.
 */
export function movieFileName(datefrom: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(datefrom)) throw new Error(`bad week start ${datefrom}`);
  return `hibi-photo_movie_${datefrom}.mp4`;
}
