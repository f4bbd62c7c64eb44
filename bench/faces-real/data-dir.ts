// Where the real photos are: beside the project, never inside it (they are evaluation material
// only, under their own licences; see /work/shared/faces/README.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `../shared/faces/real/` from the project root. */
export const REAL_DATA_DIR = path.resolve(REPO_ROOT, '../shared/faces/real');

/** The two collections' folders, or undefined when either is missing (the bench then says so). */
export function realDataDirs(): { dlib: string; deepface: string } | undefined {
  const dlib = path.join(REAL_DATA_DIR, 'dlib-examples');
  const deepface = path.join(REAL_DATA_DIR, 'deepface');
  return existsSync(dlib) && existsSync(deepface) ? { dlib, deepface } : undefined;
}
