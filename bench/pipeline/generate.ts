// Child process: writes the benchmark's photos and their truth to a folder. Run apart so that the
// benchmark's memory figure is the pipeline's, not what composing 12-megapixel scenes left behind.
// Usage: node bench/pipeline/generate.ts DIR PHOTOS SEED
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { composePhoto, type PhotoTruth } from './photos.ts';

const [dir = '', photos = '0', seed = '1'] = process.argv.slice(2);
const count = Number(photos);
const truth: PhotoTruth[] = new Array(count);
let next = 0;

async function worker() {
  while (next < count) {
    const index = next++;
    const photo = await composePhoto(index, count, Number(seed));
    const file = `${String(index).padStart(5, '0')}.jpg`;
    await writeFile(path.join(dir, file), photo.bytes);
    truth[index] = { file, takenAt: photo.takenAt, faces: photo.faces };
  }
}

// Two at a time: sharp's own threads keep both cores busy.
await Promise.all([worker(), worker()]);
await writeFile(path.join(dir, 'truth.json'), JSON.stringify(truth));
