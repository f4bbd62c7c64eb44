// The labelled material: face crops of 8 adults, and strangers (the expression images), all in
// tests/fixtures/faces. Nothing outside the repository: a missing file fails the run instead of
// quietly leaving an easier benchmark.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DetectedFace } from '@hibi/vision';
import sharp from 'sharp';
import { FACES_DIR } from '#tests/support/face-scenes.ts';

const IDENTITIES = 8;
const CROPS_PER_IDENTITY = 5;
const STRANGERS = 7;

export type Crop = { label: string; index: number; bytes: Buffer };
export type Identity = { name: string; crops: Crop[] };

export function loadIdentities(): Identity[] {
  const root = path.join(FACES_DIR, 'identities');
  const identities = readdirSync(root)
    .sort()
    .map((name) => ({
      name,
      crops: readdirSync(path.join(root, name))
        .filter((file) => /\.(png|jpe?g)$/i.test(file))
        .sort()
        .map((file, index) => ({ label: name, index, bytes: readFileSync(path.join(root, name, file)) })),
    }));
  const counts = identities.map((identity) => identity.crops.length);
  if (identities.length !== IDENTITIES || counts.some((n) => n !== CROPS_PER_IDENTITY))
    throw new Error(
      `Expected ${IDENTITIES} identities of ${CROPS_PER_IDENTITY} crops in ${root}, found ${counts}`,
    );
  return identities;
}

export function strangerSources(): { label: string; bytes: Buffer }[] {
  const dir = path.join(FACES_DIR, 'expressions');
  const expressions = readdirSync(dir)
    .filter((file) => /\.(png|jpe?g)$/i.test(file))
    .sort()
    .map((file) => ({
      label: `stranger:${path.parse(file).name}`,
      bytes: readFileSync(path.join(dir, file)),
    }));
  if (expressions.length !== STRANGERS)
    throw new Error(`Expected ${STRANGERS} stranger images in ${dir}, found ${expressions.length}`);
  return expressions;
}

/**
 * A stranger's face cut like the identity crops: the largest face, a square as wide as the face,
 * grey and 150 px, so that colour or framing cannot tell strangers from the enrolled.
 */
export async function cropLikeIdentities(bytes: Buffer, faces: DetectedFace[]): Promise<Buffer | undefined> {
  const face = [...faces].sort((a, b) => b.quality.sizePx - a.quality.sizePx)[0];
  if (!face) return undefined;
  const { width = 0, height = 0 } = (await sharp(bytes).rotate().metadata()).autoOrient;
  const side = Math.max(face.box.width * width, face.box.height * height);
  const cx = (face.box.x + face.box.width / 2) * width;
  const cy = (face.box.y + face.box.height / 2) * height;
  const left = Math.max(0, Math.round(cx - side / 2));
  const top = Math.max(0, Math.round(cy - side / 2));
  const size = Math.min(Math.round(side), width - left, height - top);
  return sharp(bytes)
    .rotate()
    .extract({ left, top, width: size, height: size })
    .resize(150, 150)
    .greyscale()
    .png()
    .toBuffer();
}
