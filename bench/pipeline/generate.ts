// Child process: writes the benchmark's media and their truth to a folder: the JPEG photos, the
// iPhone HEIC photos and the phone clips. Run apart so that the benchmark's memory figure is the
// pipeline's, not what composing 12-megapixel scenes left behind.
// Usage: node bench/pipeline/generate.ts DIR SPEC (SPEC: a MediaSpec as JSON)
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { iphoneHeic } from './heic/iphone-heic.ts';
import type { MediaSpec, MediaTruth } from './media-set.ts';
import { composePhoto, type PhotoTruth } from './photos.ts';
import { shownFaces, writeClip } from './video-clip.ts';

const [dir = '', json = '{}'] = process.argv.slice(2);
const spec = JSON.parse(json) as MediaSpec;
const scenes = spec.photos + spec.heic + spec.videos;

/** Runs make(0 … count-1), `width` at a time, into an array in index order. */
async function each<T>(count: number, width: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      out[index] = await make(index);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return out;
}

const name = (prefix: string, index: number, extension: string) =>
  `${prefix}-${String(index).padStart(5, '0')}${extension}`;

// Two at a time: sharp's and x265's own threads keep both cores busy. The JPEG photos are the ones
// of the bench before HEIC and videos (same scenes and times); the others take later scenes.
const photos = await each(spec.photos, 2, async (index): Promise<PhotoTruth> => {
  const photo = await composePhoto(index, spec.photos, spec.seed);
  const file = name('photo', index, '.jpg');
  await writeFile(path.join(dir, file), photo.bytes);
  return { file, takenAt: photo.takenAt, faces: photo.faces };
});
const heic = await each(spec.heic, 2, async (index): Promise<PhotoTruth> => {
  const photo = await composePhoto(spec.photos + index, scenes, spec.seed);
  const file = name('iphone', index, '.heic');
  await writeFile(path.join(dir, file), await iphoneHeic(photo.bytes, photo.takenAt));
  return { file, takenAt: photo.takenAt, faces: photo.faces };
});
// One at a time: x264 takes both cores.
const videos = await each(spec.videos, 1, async (index): Promise<PhotoTruth> => {
  const photo = await composePhoto(spec.photos + spec.heic + index, scenes, spec.seed);
  const file = name('clip', index, '.mp4');
  await writeClip(photo.bytes, spec.videoSeconds, photo.takenAt, path.join(dir, file));
  return { file, takenAt: photo.takenAt, faces: photo.faces, shown: shownFaces(photo.faces) };
});
await writeFile(path.join(dir, 'truth.json'), JSON.stringify({ photos, heic, videos } satisfies MediaTruth));
