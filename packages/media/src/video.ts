import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import ffprobe from '@ffprobe-installer/ffprobe';
import { type ProbeJson, type VideoFacts, videoFactsOf } from './video-facts.ts';

const run = promisify(execFile);
// Frames come back on stdout; a 720p JPEG is well under this.
const maxBuffer = 64 * 1024 * 1024;

/** The binaries ship inside npm packages, so `npm ci` is all a machine needs. */
export const ffmpegPath = ffmpeg.path;

/** Duration, displayed size and when recording began (UTC, when the camera wrote it). */
export async function probeVideo(file: string): Promise<VideoFacts> {
  const { stdout } = await run(
    ffprobe.path,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { maxBuffer },
  );
  return videoFactsOf(JSON.parse(stdout) as ProbeJson);
}

/**
 * ffmpeg's scale filter bringing the shorter side down to `shortSide` (even, never enlarged), the
 * other side kept in proportion: 1920 × 1080 and 1080 × 1920 both become 720 p. ffmpeg turns a
 * rotated phone video upright before the filter, so iw and ih are the displayed size.
 */
export function scaleFilter(shortSide = 720): string {
  const fit = (side: 'iw' | 'ih') => `trunc(min(${shortSide},${side})/2)*2`;
  return `scale='if(lte(iw,ih),${fit('iw')},-2)':'if(lte(iw,ih),-2,${fit('ih')})'`;
}

/**
 * The delivered video: H.264/AAC MP4, its shorter side at most 720 px, moov atom first (faststart)
 * so it plays while loading, and no metadata (location, camera) carried over.
 */
export async function transcodeVideo(input: string, output: string): Promise<void> {
  await run(ffmpegPath, [
    ...['-v', 'error', '-y', '-i', input, '-map_metadata', '-1', '-vf', scaleFilter()],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', output],
  ]);
}

/**
 * One upright frame at `seconds` as JPEG: the poster and the frames faces are read from. When no
 * frame starts at or after it (past a very short clip's last frame), the first frame.
 */
export async function videoFrameAt(input: string, seconds: number): Promise<Buffer> {
  const frame = await frameAt(input, seconds);
  if (frame.length > 0) return frame;
  const first = seconds > 0 ? await frameAt(input, 0) : frame;
  if (first.length === 0) throw new Error(`no frame at ${seconds}s`);
  return first;
}

async function frameAt(input: string, seconds: number): Promise<Buffer> {
  const { stdout } = await run(
    ffmpegPath,
    [
      ...['-v', 'error', '-ss', seconds.toFixed(3), '-i', input, '-frames:v', '1'],
      ...['-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '3', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer },
  );
  return stdout;
}
