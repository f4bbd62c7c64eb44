import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffmpegPath } from '@hibi/media';
import sharp from 'sharp';
import { demoSceneSvg } from './demo-images.ts';

const run = promisify(execFile);
const width = 640;
const height = 480;
const seconds = 4;

/** A ball that bounces across the scene: the moving part of a demo video. */
function ballPng(index: number): Promise<Buffer> {
  const colour = ['#e76f51', '#f4a261', '#2a9d8f', '#e9c46a'][index % 4];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96">
    <circle cx="48" cy="48" r="44" fill="${colour}"/>
    <path d="M 8 48 Q 48 20 88 48" stroke="#fff" stroke-width="7" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A short clip as a phone would hand it over: an MP4 (H.264, 640×480, 4 s) of a drawn scene with a
 * ball bouncing across it, made here by the ffmpeg binary the media package ships. Nothing is
 * downloaded and no real child is in it; the ingest step transcodes it like any upload.
 */
export async function demoVideoMp4(index: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hibi-demo-video-'));
  try {
    const scene = path.join(dir, 'scene.png');
    const ball = path.join(dir, 'ball.png');
    const output = path.join(dir, 'video.mp4');
    await writeFile(
      scene,
      await sharp(Buffer.from(demoSceneSvg(1000 + index, width, height)))
        .png()
        .toBuffer(),
    );
    await writeFile(ball, await ballPng(index));
    const x = `(W-w)*(0.5+0.45*sin(2*PI*t/${seconds}))`;
    const y = `H*0.72-h-H*0.25*abs(sin(2*PI*t*0.75))`;
    await run(ffmpegPath, [
      ...['-v', 'error', '-y'],
      ...['-loop', '1', '-framerate', '24', '-t', String(seconds), '-i', scene],
      ...['-loop', '1', '-framerate', '24', '-t', String(seconds), '-i', ball],
      ...['-filter_complex', `[0:v][1:v]overlay=x='${x}':y='${y}',format=yuv420p`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-t', String(seconds)],
      ...['-movflags', '+faststart', output],
    ]);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
