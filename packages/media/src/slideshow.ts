import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { movieMusicWav } from './music/music-track.ts';
import { renderFrame } from './slideshow-frame.ts';
import { ffmpegPath, probeVideo } from './video.ts';

const run = promisify(execFile);
const fps = 25;

export type SlideshowOptions = {
  /** How long each photo is on screen, its crossfades included. Default 3. */
  secondsPerPhoto?: number;
  /** Overlap of consecutive photos; 0 cuts; shortened to under half a photo. Default 0.6. */
  crossfadeSeconds?: number;
  /** Output size; even, as yuv420p needs. Default 1280 × 720. */
  width?: number;
  height?: number;
};

/**
 * Renders photos (any image sharp reads: JPEG/PNG/WebP, already upright) into an H.264 MP4 at
 * `output` (faststart, yuv420p, no metadata) with the project's music box tune as its AAC sound,
 * faded in and out to the movie's length (docs/decisions/0083). Returns the duration in ms.
 */
export async function renderSlideshow(
  photos: Buffer[],
  output: string,
  options: SlideshowOptions = {},
): Promise<{ durationMs: number }> {
  const { secondsPerPhoto = 3, crossfadeSeconds = 0.6, width = 1280, height = 720 } = options;
  if (photos.length === 0) throw new Error('a slideshow needs at least one photo');
  // Whole frames keep the arithmetic exact. A photo stays alone on screen for at least one frame,
  // so a crossfade too long for secondsPerPhoto is shortened rather than refused.
  const photoFrames = Math.round(secondsPerPhoto * fps);
  const fadeFrames = Math.min(Math.round(crossfadeSeconds * fps), Math.ceil(photoFrames / 2) - 1);
  if (!(photoFrames >= 1 && fadeFrames >= 0)) throw new Error('bad secondsPerPhoto or crossfadeSeconds');
  for (const size of [width, height]) {
    if (!Number.isInteger(size) || size < 2 || size % 2 !== 0) throw new Error(`bad size ${size}`);
  }

  const directory = await mkdtemp(join(tmpdir(), 'hibi-slideshow-'));
  try {
    // One photo at a time, straight to disk: 30 decoded 1440 px photos would be ~140 MB.
    const inputs: string[] = [];
    for (const [index, photo] of photos.entries()) {
      const frame = join(directory, `frame${index}.jpg`);
      await writeFile(frame, await renderFrame(photo, width, height));
      inputs.push('-framerate', String(fps), '-i', frame);
    }
    const music = join(directory, 'music.wav');
    const frames = photos.length * photoFrames - (photos.length - 1) * fadeFrames;
    await writeFile(music, movieMusicWav(frames / fps));
    await run(ffmpegPath, [
      ...['-v', 'error', '-y', ...inputs, '-i', music],
      ...['-filter_complex', filterGraph(photos.length, photoFrames, fadeFrames), '-map', '[v]'],
      ...['-map', `${photos.length}:a`, '-c:a', 'aac', '-b:a', '64k', '-shortest'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', '-map_metadata', '-1', output],
    ]);
    return { durationMs: (await probeVideo(output)).durationMs };
  } catch (error) {
    await rm(output, { force: true });
    throw error;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Each frame image decoded once and repeated for `frames` frames (a looped input re-decodes it every frame). */
const still = (frames: number) => `loop=loop=-1:size=1,trim=end_frame=${frames}`;

/**
 * The ffmpeg that @ffmpeg-installer ships is a 2018 build without `xfade` (FFmpeg 4.3+), so the
 * video is concatenated segments: each photo held still, and between two photos a crossfade made
 * by overlaying the next one fading in on its alpha. Photo k shows for photoFrames, fades included;
 * photo k + 1 starts fadeFrames before photo k ends.
 */
function filterGraph(count: number, photoFrames: number, fadeFrames: number): string {
  const graph: string[] = [];
  const segments: string[] = [];
  for (let k = 0; k < count; k++) {
    const fadesIn = k > 0 && fadeFrames > 0;
    const fadesOut = k < count - 1 && fadeFrames > 0;
    const copies = [`h${k}`, ...(fadesIn ? [`in${k}`] : []), ...(fadesOut ? [`out${k}`] : [])];
    graph.push(`[${k}:v]format=yuv420p,split=${copies.length}${copies.map((c) => `[${c}]`).join('')}`);
    const hold = photoFrames - (fadesIn ? fadeFrames : 0) - (fadesOut ? fadeFrames : 0);
    graph.push(`[h${k}]${still(hold)}[s${k}]`);
    segments.push(`[s${k}]`);
    if (!fadesOut) continue;
    const fadeIn = `format=yuva420p,${still(fadeFrames)},fade=t=in:s=0:n=${fadeFrames}:alpha=1`;
    graph.push(`[out${k}]${still(fadeFrames)}[a${k}]`, `[in${k + 1}]${fadeIn}[b${k}]`);
    graph.push(`[a${k}][b${k}]overlay=shortest=1[t${k}]`);
    segments.push(`[t${k}]`);
  }
  graph.push(`${segments.join('')}concat=n=${segments.length}:v=1:a=0[v]`);
  return graph.join(';');
}
