// Embeddings of the identity crops and of the strangers, computed once on the worker pool.
import type { DetectedFace } from '@hibi/vision';
import { cropLikeIdentities, type Identity, strangerSources } from './dataset.ts';
import type { createDetectionPool, Detection } from './pool.ts';
import type { SceneFace } from './scenes.ts';

type Pool = ReturnType<typeof createDetectionPool>;

export const largest = (faces: DetectedFace[]) =>
  [...faces].sort((a, b) => b.quality.sizePx - a.quality.sizePx)[0];

export type EmbeddedFace = SceneFace & { index: number; embedding: Float32Array | undefined };

export async function embedCrops(pool: Pool, identities: Identity[]) {
  const crops = identities.flatMap((identity) => identity.crops);
  const detections: Detection[] = await Promise.all(crops.map((crop) => pool.detect(crop.bytes)));
  const faces: EmbeddedFace[] = crops.map((crop, i) => ({
    ...crop,
    embedding: largest(detections[i]?.faces ?? [])?.embedding,
  }));
  const singleFace = detections.filter((d) => d.faces.length === 1).length;
  return { faces, detections, singleFace };
}

/** Strangers cut like the identity crops; their embedding is taken from that crop, like the crops'. */
export async function embedStrangers(pool: Pool): Promise<EmbeddedFace[]> {
  const strangers: EmbeddedFace[] = [];
  for (const source of strangerSources()) {
    const bytes = await cropLikeIdentities(source.bytes, (await pool.detect(source.bytes)).faces);
    if (!bytes) continue;
    const embedding = largest((await pool.detect(bytes)).faces)?.embedding;
    strangers.push({ label: source.label, index: 0, bytes, embedding });
  }
  return strangers;
}
