// Where each enrolled child's photo that was not delivered to the child was lost (issue 41 item 4):
// detection, the threshold, the lead over another child (plain or look-alike), or a wrong child.
import type { FaceMatch } from '@hibi/vision';
import type { PhotoResult } from './day.ts';

export type MissClass =
  | 'not detected'
  | 'rejected: below threshold'
  | 'ambiguous: too close to another child'
  | 'ambiguous: look-alike margin'
  | 'ambiguous: other rule'
  | 'delivered to another child';

export type Miss = {
  file: string;
  truth: string;
  kind: MissClass;
  /** The labelled face's decision, absent when no face was found. */
  match?: FaceMatch;
  sizePx?: number;
  yawDegrees?: number;
  /** The right child's similarity and rank (1 = best) among the candidates. */
  right?: { similarity: number; rank: number };
  /** The lead the rule asked for (ambiguous faces). */
  neededMargin?: number;
};

function classOf(match: FaceMatch, lookAlike: boolean): MissClass {
  // Accepted, yet the photo did not reach its child: it went to another one.
  if (match.decision === 'accepted') return 'delivered to another child';
  if (match.reason === 'below_threshold') return 'rejected: below threshold';
  if (match.reason !== 'too_close_to_another_child') return 'ambiguous: other rule';
  return lookAlike ? 'ambiguous: look-alike margin' : 'ambiguous: too close to another child';
}

export function missesOf(results: PhotoResult[]): Miss[] {
  const misses: Miss[] = [];
  for (const { photo, matches, lookAlikes, deliveredTo } of results) {
    if (!photo.enrolled || deliveredTo.has(photo.truth)) continue;
    const k = photo.labelled ? photo.faces.indexOf(photo.labelled) : -1;
    const match = matches[k];
    if (!photo.labelled || !match) {
      misses.push({ file: photo.file, truth: photo.truth, kind: 'not detected' });
      continue;
    }
    const lookAlike = !!match.childId && lookAlikes.has(match.childId);
    const rank = match.scores.findIndex((s) => s.childId === photo.truth);
    misses.push({
      file: photo.file,
      truth: photo.truth,
      kind: classOf(match, lookAlike),
      match,
      sizePx: photo.labelled.quality.sizePx,
      ...(photo.labelled.quality.yawDegrees === undefined
        ? {}
        : { yawDegrees: photo.labelled.quality.yawDegrees }),
      ...(rank < 0 ? {} : { right: { similarity: match.scores[rank]?.similarity ?? 0, rank: rank + 1 } }),
      ...(match.decision === 'ambiguous'
        ? { neededMargin: lookAlike ? match.policy.lookAlikeMargin : match.policy.margin }
        : {}),
    });
  }
  return misses;
}
