// The photos of one run, composed by generate.ts in a child process into a temporary folder.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PhotoTruth } from './photos.ts';

export type PhotoSet = {
  dir: string;
  photos: PhotoTruth[];
  /** Mean size of the JPEGs, in bytes. */
  meanBytes: number;
  read(photo: PhotoTruth): Promise<Buffer>;
  remove(): Promise<void>;
};

export async function generatePhotoSet(count: number, seed: number): Promise<PhotoSet> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hibi-bench-photos-'));
  const script = new URL('./generate.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, [script, dir, String(count), String(seed)], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`generating the photos failed (exit code ${code})`);
  }
  const photos = JSON.parse(await readFile(path.join(dir, 'truth.json'), 'utf8')) as PhotoTruth[];
  const sizes = await Promise.all(photos.map(async (p) => (await stat(path.join(dir, p.file))).size));
  return {
    dir,
    photos,
    meanBytes: sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length),
    read: (photo) => readFile(path.join(dir, photo.file)),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
