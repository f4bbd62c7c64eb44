// A facility's day, photo after photo, as the server runs it: before each photo the candidates are
// rebuilt from the children's faces (facilityMatcher: childCandidate, then markLookAlikes), so a
// sure delivery earlier in the day joins the child's gallery for the photos after it.
import {
  childCandidate,
  type DeliveredFace,
  EMBEDDING_MODEL,
  type FaceMatch,
  type MatchPolicy,
  markLookAlikes,
  type SignUpFace,
} from '@hibi/vision';
import { decidePhoto, decideWithinDay } from './decide.ts';
import type { DayPhoto, Enrolled } from './facility.ts';

/** Sign-up photos a month before the day; the day's photos five minutes apart from 9:00 JST. */
const SIGNED_UP = new Date('2026-11-01T00:00:00Z');
const DAY_START = new Date('2026-12-01T00:00:00Z').getTime();
const PHOTO_INTERVAL_MS = 5 * 60 * 1000;

export type PhotoResult = {
  photo: DayPhoto;
  matches: FaceMatch[];
  /** Children marked as having a look-alike when this photo was decided (they need the wider lead). */
  lookAlikes: Set<string>;
  /** Children the photo went to (a child once per photo, as deliveries are). */
  deliveredTo: Set<string>;
};

export function runDay(children: Enrolled[], photos: DayPhoto[], policy: MatchPolicy): PhotoResult[] {
  const faces = children.map((child) => ({
    childId: child.childId,
    references: child.references.map(
      (r): SignUpFace => ({ embedding: r.embedding, takenAt: SIGNED_UP, model: EMBEDDING_MODEL }),
    ),
    delivered: [] as DeliveredFace[],
    returned: [],
  }));
  const day = photos.map((photo, i) => {
    const now = new Date(DAY_START + i * PHOTO_INTERVAL_MS);
    const candidates = markLookAlikes(
      faces.map((child) => childCandidate(child, EMBEDDING_MODEL)),
      now,
    );
    const matches = decidePhoto(photo.faces, candidates, now, policy);
    const deliveredTo = new Set<string>();
    matches.forEach((match, k) => {
      if (match.decision !== 'accepted' || !match.childId || deliveredTo.has(match.childId)) return;
      deliveredTo.add(match.childId);
      // Every standing delivery is stored; childCandidate keeps those the gallery takes (joinsGallery).
      faces
        .find((c) => c.childId === match.childId)
        ?.delivered.push({
          faceId: `${photo.file}#${k}`,
          embedding: photo.faces[k]?.embedding ?? new Float32Array(),
          model: EMBEDDING_MODEL,
          takenAt: now,
          similarity: match.similarity ?? 0,
          margin: match.margin,
        });
    });
    const lookAlikes = new Set(candidates.filter((c) => c.lookAlike).map((c) => c.childId));
    return { photo, matches, lookAlikes, deliveredTo };
  });
  decideWithinDay(day);
  return day;
}
