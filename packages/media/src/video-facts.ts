/** What the ingest needs of a video, read from ffprobe's JSON. */
export type VideoFacts = {
  durationMs: number;
  /** The video stream's own length: a clip's audio can run on past its last frame. */
  videoDurationMs: number;
  /** Upright (displayed) size. */
  width: number;
  height: number;
  /** When the camera started recording (UTC); null when the file says nothing. */
  createdAt: Date | null;
  /** The first sound stream's codec (ffprobe's codec_name: 'aac'), null when silent. */
  audioCodec: string | null;
};

type Tags = Record<string, string | undefined>;
export type ProbeJson = {
  format?: { duration?: string; tags?: Tags };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: Tags;
    side_data_list?: { rotation?: number | string }[];
  }[];
};

/** ffprobe's answer as VideoFacts; throws when there is no video stream. */
export function videoFactsOf(probe: ProbeJson): VideoFacts {
  const video = probe.streams?.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) throw new Error('no video stream');
  // A phone's portrait video is stored landscape and turned on display: older files by a `rotate`
  // tag, newer ffprobe shows an iPhone's display matrix only as side data.
  const rotation = [video.tags?.rotate, ...(video.side_data_list ?? []).map((data) => data.rotation)]
    .map(Number)
    .find((degrees) => Number.isFinite(degrees) && degrees !== 0);
  const turned = Math.abs(rotation ?? 0) % 180 === 90;
  const durationMs = secondsToMs(probe.format?.duration);
  const tags = probe.format?.tags ?? {};
  return {
    durationMs,
    videoDurationMs: secondsToMs(video.duration) || durationMs,
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    // An iPhone's container time is when the file was written, seconds after recording began.
    createdAt: appleCreationDate(tags['com.apple.quicktime.creationdate']) ?? isoDate(tags.creation_time),
    audioCodec: probe.streams?.find((stream) => stream.codec_type === 'audio')?.codec_name ?? null,
  };
}

const secondsToMs = (seconds: string | undefined) => Math.round((Number(seconds) || 0) * 1000);

function isoDate(value: string | undefined): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * Apple's creation date, "2024-05-01T10:00:00+0900" (local time with its offset, which JavaScript's
 * Date does not parse without the colon); null for anything else.
 */
export function appleCreationDate(value: string | undefined): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2}:?\d{2})$/.exec(
    value?.trim() ?? '',
  );
  if (!match) return null;
  const [, local, zone = ''] = match;
  const offset = zone === 'Z' ? zone : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  return isoDate(`${local}${offset}`);
}
