// Section 5: protected (掲載NG) children. Each enrolled identity in turn is the protected child; its
// faces in the day's photos must all be blurred for other families (a miss shows a face that must
// not be seen), and every other person's face blurred for it is the cost, as the server decides it
// (facesToProtect, with the day's deliveries ruling faces out).
import { facesToProtect, PROTECTION_RULES, type ProtectedChild } from '@hibi/vision';
import type { PhotoResult } from './day.ts';
import type { Enrolled } from './facility.ts';

const SIGNED_UP = new Date('2026-11-01T00:00:00Z');
const DAY = new Date('2026-12-01T00:00:00Z');

export type ProtectionRow = {
  ruleOut: number;
  /** The protected child's detected faces in the day's photos, and how many were blurred. */
  own: number;
  caught: number;
  /** Other people's faces (labelled or not) in every photo of the day, and how many were blurred. */
  others: number;
  overBlurred: number;
};

/** Photos of an enrolled child where the detector found no face: no blur can cover those. */
export function undetectedOwn(children: Enrolled[], day: PhotoResult[]): number {
  const ids = new Set(children.map((c) => c.childId));
  return day.filter(({ photo }) => ids.has(photo.truth) && !photo.labelled).length;
}

export function protectionSweep(
  children: Enrolled[],
  day: PhotoResult[],
  ruleOuts: number[],
): ProtectionRow[] {
  const protectedOf = (child: Enrolled): ProtectedChild => ({
    childId: child.childId,
    references: child.references.map((r) => ({ embedding: r.embedding, takenAt: SIGNED_UP })),
  });
  return ruleOuts.map((ruleOut) => {
    const row: ProtectionRow = { ruleOut, own: 0, caught: 0, others: 0, overBlurred: 0 };
    for (const child of children) {
      const guarded = [protectedOf(child)];
      for (const { photo, matches } of day) {
        const matchedTo = new Map<number, string>();
        matches.forEach((m, k) => {
          if (m.decision === 'accepted' && m.childId) matchedTo.set(k, m.childId);
        });
        const blurred = new Set(
          facesToProtect(photo.faces, guarded, matchedTo, DAY, { ...PROTECTION_RULES, ruleOut }).map(
            (f) => f.faceIndex,
          ),
        );
        photo.faces.forEach((face, k) => {
          const own = photo.truth === child.childId && face === photo.labelled;
          if (own) {
            row.own++;
            if (blurred.has(k)) row.caught++;
          } else {
            row.others++;
            if (blurred.has(k)) row.overBlurred++;
          }
        });
      }
    }
    return row;
  });
}
