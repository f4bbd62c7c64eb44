// Test support: tiny real video files written by the ffmpeg the pipeline ships, shaped like what
// phones hand over (a portrait iPhone MOV, a very short Android clip).
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffmpegPath } from '@hibi/media';

const ffmpeg = (args: string[]) => promisify(execFile)(ffmpegPath, ['-v', 'error', '-y', ...args]);

export type ClipOptions = {
  /** Stored size, "width×height" as ffmpeg takes it: "568x320". */
  size: string;
  /** Seconds of video at 30 fps. */
  seconds: number;
  /** Seconds of silent audio, if any: a phone's audio may run on past the last frame. */
  audioSeconds?: number;
  /** Turned on display by a display matrix, as an iPhone shoots portrait. */
  rotate?: 90 | 180 | 270;
  /** Container tags: creation_time, com.apple.quicktime.creationdate. */
  tags?: Record<string, string>;
};

/** Writes the clip to `file` (.mov or .mp4) and answers its path. */
export async function writeClip(file: string, options: ClipOptions): Promise<string> {
  const { size, seconds, audioSeconds, rotate, tags = {} } = options;
  const audio = audioSeconds
    ? ['-f', 'lavfi', '-t', String(audioSeconds), '-i', 'anullsrc=r=44100:cl=mono']
    : [];
  const encoded = `${file}.plain${path.extname(file)}`;
  await ffmpeg([
    ...['-f', 'lavfi', '-t', String(seconds), '-i', `testsrc=size=${size}:rate=30`, ...audio],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...(audioSeconds ? ['-c:a', 'aac'] : []),
    encoded,
  ]);
  // Tags in a second, copying pass: the bundled ffmpeg writes a display matrix from `rotate` only so.
  const metadata = Object.entries(tags).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]);
  if (rotate) metadata.push('-metadata:s:v:0', `rotate=${rotate}`);
  // use_metadata_tags keeps Apple's own keys (com.apple.quicktime.*).
  await ffmpeg([
    '-i',
    encoded,
    '-map',
    '0',
    '-c',
    'copy',
    ...metadata,
    '-movflags',
    'use_metadata_tags',
    file,
  ]);
  await rm(encoded);
  return file;
}
