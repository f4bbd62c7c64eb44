import type { Database } from '@hibi/db';
import {
  BURST_RULES,
  type Candidate,
  DAY_CONTEXT_RULES,
  type FaceMatch,
  matchFace,
  matchFromBurst,
  matchFromDay,
} from '@hibi/vision';
import { sameBurst } from '../selection/select-day.ts';
import { type DayFace, dayContextRepository } from './day-context.repository.ts';
import { type Galleries, recordMatch } from './record-match.ts';

// Below both rules' reference bounds a face can never be decided by its day: not read at all.
const floor = Math.min(DAY_CONTEXT_RULES.minReference, BURST_RULES.minReference);

/**
 * The day's context and bursts (issue 41; vision's day-context.ts and burst.ts): after a media is
 * matched, the faces of its facility's Tokyo day that the matcher left to nobody are looked at
 * again beside the day's sure faces; those the day or a burst twin decides are delivered, each
 * decision stored with its reason. Sure faces are only those decided by the faces alone, so one
 * inference never feeds the next. Answers the children delivered to.
 */
export async function matchWithinDay(
  db: Database,
  context: { facilityId: string; date: string; model: string; now: Date },
  candidates: readonly Candidate[],
  galleries: Galleries,
): Promise<string[]> {
  const day = dayContextRepository(db);
  const undecided = await day.undecidedFaces(context.facilityId, context.date, context.model, floor);
  if (undecided.length === 0) return [];
  const sure = await day.sureFaces(context.facilityId, context.date, context.model);
  if (sure.length === 0) return [];
  const taken = await day.childrenOfMedia([...new Set(undecided.map((face) => face.mediaId))]);
  const decided: { face: DayFace; match: FaceMatch }[] = [];
  for (const face of undecided) {
    const photo = { mediaId: face.mediaId, takenChildren: taken.get(face.mediaId) ?? new Set<string>() };
    const alone = matchFace(face.embedding, candidates, context.now);
    const twins = sure.filter((other) => other.mediaId !== face.mediaId && sameBurst(face, other));
    const match =
      matchFromBurst(face.embedding, face.box, alone, photo, twins) ??
      matchFromDay(face.embedding, alone, photo, sure);
    if (!match?.childId) continue;
    decided.push({ face, match });
    taken.set(face.mediaId, new Set(photo.takenChildren).add(match.childId));
  }
  if (decided.length === 0) return [];
  const delivered: string[] = [];
  await db.transaction(async (tx) => {
    for (const { face, match } of decided) {
      const row = { id: face.faceId, embedding: face.embedding, embeddingModel: context.model };
      const item = { id: face.mediaId, shootingAt: face.shootingAt };
      if ((await recordMatch(tx, galleries, row, item, match)) && match.childId)
        delivered.push(match.childId);
    }
  });
  return delivered;
}
