// Every deepface photo through the engine once; the largest face is the labelled person's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DetectedFace } from '@hibi/vision';
import { largest } from '../faces/embed.ts';
import type { createDetectionPool } from '../faces/pool.ts';
import { GROUP_PHOTOS, identitiesOf, loadPairs } from './deepface-pairs.ts';

type Pool = ReturnType<typeof createDetectionPool>;

export type Photo = {
  file: string;
  /** The identity of the csv's labels; null for the unlabelled group photos. */
  identity: string | null;
  faces: DetectedFace[];
  /** The largest face, taken to be the labelled person (portraits may show someone behind). */
  labelled: DetectedFace | undefined;
  cpuMs: number;
};

export async function detectDeepface(pool: Pool, dir: string) {
  const pairs = loadPairs(dir);
  const { identities, identityOf, contradictions, unconfirmed } = identitiesOf(pairs);
  // Photos in the folder but in no pair (img11_reflection.jpg, a mirrored copy) carry no label.
  const unlabelled = readdirSync(dir).filter(
    (f) => /\.jpe?g$/i.test(f) && !identityOf.has(f) && !GROUP_PHOTOS.includes(f),
  );
  const files = [...identityOf.keys(), ...GROUP_PHOTOS];
  const photos: Photo[] = await Promise.all(
    files.map(async (file) => {
      // sharp reads by content: img47.jpg is a WebP and decodes as one.
      const found = await pool.detect(readFileSync(path.join(dir, file)));
      const identity = identityOf.get(file) ?? null;
      return { file, identity, faces: found.faces, labelled: largest(found.faces), cpuMs: found.cpuMs };
    }),
  );
  return { pairs, identities, contradictions, unconfirmed, unlabelled, photos };
}
