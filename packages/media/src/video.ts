import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import ffprobe from '@ffprobe-installer/ffprobe';

const run = promisify(execFile);
// Frames come back on stdout; a 720p JPEG is well under this.
const maxBuffer = 64 * 1024 * 1024;

/** The binaries ship inside npm packages, so `npm ci` is all a machine needs. */
export const ffmpegPath = ffmpeg.path;

export type VideoFacts = { durationMs: number; width: number; height: number; createdAt: Date | null };

/** Duration, displayed size and the container's creation time (UTC, when the camera wrote one). */
export async function probeVideo(file: string): Promise<VideoFacts> {
  const { stdout } = await run(
    ffprobe.path,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    {
      maxBuffer,
    },
  );
  const facts = JSON.parse(stdout) as {
    format?: { duration?: string; tags?: { creation_time?: string } };
    streams?: { codec_type?: string; width?: number; height?: number; tags?: { rotate?: string } }[];
  };
  const video = facts.streams?.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) throw new Error('no video stream');
  // A phone's portrait video is stored landscape with a rotation tag; people see it turned.
  const turned = Math.abs(Number(video.tags?.rotate ?? 0)) % 180 === 90;
  const created = facts.format?.tags?.creation_time ? new Date(facts.format.tags.creation_time) : null;
  return {
    durationMs: Math.round(Number(facts.format?.duration ?? 0) * 1000),
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    createdAt: created && !Number.isNaN(created.getTime()) ? created : null,
  };
}

/**
 * The delivered video: H.264/AAC MP4, at most 720 px high, moov atom first (faststart) so it plays
 * while loading, and no metadata (location, camera) carried over.
 */
export async function transcodeVideo(input: string, output: string): Promise<void> {
  await run(ffmpegPath, [
    ...['-v', 'error', '-y', '-i', input, '-map_metadata', '-1'],
    ...[
      '-vf',
      "scale=-2:'min(720,ih)'",
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
    ],
    ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', output],
  ]);
}

/** One upright frame at `seconds` as JPEG: the poster and the frames faces are read from. */
export async function videoFrameAt(input: string, seconds: number): Promise<Buffer> {
  const { stdout } = await run(
    ffmpegPath,
    [
      '-v',
      'error',
      '-ss',
      seconds.toFixed(3),
      '-i',
      input,
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'mjpeg',
      '-q:v',
      '3',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer },
  );
  if (stdout.length === 0) throw new Error(`no frame at ${seconds}s`);
  return stdout;
}
