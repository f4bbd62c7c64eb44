import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Face, Media } from '@hibi/db';
import { decodableImage, probeVideo } from '@hibi/media';
import type { DetectedFace } from '@hibi/vision';
import { readObject } from '../../storage/object-storage.ts';
import { faceFrames } from '../ingest/ingest-video.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { pairFaces } from './pair-faces.ts';
import type { ReembedRepository } from './reembed.repository.ts';

type Deps = Pick<PipelineDeps, 'storage' | 'faces'>;

const boxOf = (face: Face) => ({ x: face.boxX, y: face.boxY, width: face.boxWidth, height: face.boxHeight });

/**
 * Finds the faces again with the current engine and gives each stored face the new embedding of the
 * face found where it was (same detector, same boxes). Returns how many stored faces were left
 * without a partner; those keep their old embedding and model, so nothing ever compares them.
 */
async function convert(repo: ReembedRepository, stored: readonly Face[], found: readonly DetectedFace[]) {
  const pairs = pairFaces(
    stored.map(boxOf),
    found.map((face) => face.box),
  );
  for (const [i, j] of pairs) {
    const face = stored[i];
    const embedding = found[j]?.embedding;
    if (face && embedding) await repo.setEmbedding(face.id, embedding);
  }
  return stored.length - pairs.size;
}

/**
 * A sign-up reference face, from its photo. One that cannot be found again is deleted: kept in the
 * old model it would pause its child's matching for good (childCandidate).
 */
export async function reembedReference(deps: Deps, repo: ReembedRepository, face: Face, storageKey: string) {
  // Decoded as the face check does, or an iPhone HEIC accepted there would be lost here.
  const found = await deps.faces.detect(await decodableImage(await readObject(deps.storage, storageKey)));
  if ((await convert(repo, [face], found)) > 0) {
    await repo.deleteFace(face.id);
    return 'deleted' as const;
  }
  return 'converted' as const;
}

/** A media's faces: a photo's from its upright full-size copy, a video's from the same three frames. */
export async function reembedMedia(deps: Deps, repo: ReembedRepository, mediaId: string) {
  const { item, stored } = await repo.mediaWithFaces(mediaId);
  if (!item || stored.length === 0) return { unpaired: 0 };
  const found: DetectedFace[] = [];
  for (const image of await imagesOf(deps, item)) found.push(...(await deps.faces.detect(image)));
  return { unpaired: await convert(repo, stored, found) };
}

async function imagesOf(deps: Deps, item: Media): Promise<Buffer[]> {
  if (item.kind === 'photo')
    return [
      item.fullKey
        ? await readObject(deps.storage, item.fullKey)
        : await decodableImage(await readObject(deps.storage, item.originalKey)),
    ];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hibi-reembed-'));
  try {
    const input = path.join(dir, 'original');
    await writeFile(input, await readObject(deps.storage, item.originalKey));
    return await faceFrames(input, await probeVideo(input));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
