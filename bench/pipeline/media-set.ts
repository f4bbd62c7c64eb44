// The media of one run, made by generate.ts in a child process into a temporary folder. Anything
// asked for and not there (ffmpeg missing, a file not written) fails the run: never a silent skip.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PhotoTruth } from './photos.ts';

export type MediaSpec = { photos: number; heic: number; videos: number; videoSeconds: number; seed: number };
/** What each file shows (a clip: its scene, and the faces in the frames the ingest reads). */
export type MediaTruth = { photos: PhotoTruth[]; heic: PhotoTruth[]; videos: PhotoTruth[] };
export type MediaKind = keyof MediaTruth;

export type MediaSet = MediaTruth & {
  /** Mean size of each kind's files, in bytes. */
  meanBytes: Record<MediaKind, number>;
  read(item: PhotoTruth): Promise<Buffer>;
  remove(): Promise<void>;
};

async function generate(dir: string, spec: MediaSpec) {
  const script = new URL('./generate.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, [script, dir, JSON.stringify(spec)], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`generating the media failed (exit code ${code}; see its message above)`);
}

/** The mean size of the kind's files; a missing or empty one is an error. */
async function meanBytes(dir: string, items: PhotoTruth[], wanted: number, kind: string) {
  if (items.length !== wanted) throw new Error(`${wanted} ${kind} asked for, ${items.length} made`);
  const sizes = await Promise.all(
    items.map(async ({ file }) => {
      const size = await stat(path.join(dir, file)).then(
        (s) => s.size,
        () => 0,
      );
      if (size === 0) throw new Error(`the generated ${kind} file ${file} is missing or empty`);
      return size;
    }),
  );
  return sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length);
}

export async function generateMediaSet(spec: MediaSpec): Promise<MediaSet> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hibi-bench-media-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await generate(dir, spec);
    const truth = JSON.parse(await readFile(path.join(dir, 'truth.json'), 'utf8')) as MediaTruth;
    return {
      ...truth,
      meanBytes: {
        photos: await meanBytes(dir, truth.photos, spec.photos, 'JPEG photos'),
        heic: await meanBytes(dir, truth.heic, spec.heic, 'HEIC photos'),
        videos: await meanBytes(dir, truth.videos, spec.videos, 'videos'),
      },
      read: (item) => readFile(path.join(dir, item.file)),
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
