// The one place a photo's faces are decided, as the server's matchMedia does: together
// (assignPhotoFaces: a child at most once a photo), then, once the day is in, the faces left to
// nobody beside the day's sure faces (matchFromDay, decision 0073).
import {
  assignPhotoFaces,
  type Candidate,
  DEFAULT_MATCH_POLICY,
  type FaceMatch,
  type MatchPolicy,
  matchFromDay,
  type SureDayFace,
} from '@hibi/vision';

export function decidePhoto(
  faces: readonly { embedding: Float32Array }[],
  candidates: readonly Candidate[],
  now: Date,
  policy: MatchPolicy = DEFAULT_MATCH_POLICY,
): FaceMatch[] {
  return assignPhotoFaces(
    faces.map((face) => face.embedding),
    candidates,
    now,
    policy,
  );
}

type DecidedPhoto = {
  photo: { file: string; faces: readonly { embedding: Float32Array }[] };
  matches: FaceMatch[];
  deliveredTo: Set<string>;
};

/** The day's context over a whole day: each face left to nobody, beside the day's sure faces. */
export function decideWithinDay(day: DecidedPhoto[]): void {
  const sure: SureDayFace[] = day.flatMap(({ photo, matches }) =>
    matches.flatMap((match, k) =>
      match.decision === 'accepted' && match.childId && match.reason !== 'same_day_faces'
        ? [{ childId: match.childId, mediaId: photo.file, embedding: photo.faces[k]?.embedding ?? [] }]
        : [],
    ),
  );
  for (const decided of day) {
    decided.matches.forEach((alone, k) => {
      const embedding = decided.photo.faces[k]?.embedding;
      if (!embedding) return;
      const photo = { mediaId: decided.photo.file, takenChildren: decided.deliveredTo };
      const match = matchFromDay(embedding, alone, photo, sure);
      if (!match?.childId) return;
      decided.matches[k] = match;
      decided.deliveredTo.add(match.childId);
    });
  }
}
