// The labelled face images shared beside the repository (../shared/faces), for integration tests.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const facesDir = path.resolve(repoRoot, '../shared/faces');

/** Bytes of a file under ../shared/faces; fails clearly when the folder is not beside the repository. */
export function sharedFace(relative: string): Buffer {
  if (!existsSync(facesDir)) {
    throw new Error(
      `Face images missing: expected the folder ${facesDir} beside the repository (../shared/faces)`,
    );
  }
  return readFileSync(path.join(facesDir, relative));
}

export const identityCrop = (name: string, n: number) => sharedFace(`identities/${name}/${name}${n}.png`);

/** A plain 1280 × 960 scene with one face crop pasted at `size` px with its top-left at x, y. */
export async function sceneWithFace(crop: Buffer, size: number, x: number, y: number): Promise<Buffer> {
  const face = await sharp(crop).resize(size, size, { kernel: 'lanczos3' }).toBuffer();
  return sharp({ create: { width: 1280, height: 960, channels: 3, background: '#9fb4c7' } })
    .composite([{ input: face, left: x, top: y }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
