import type { SameChild } from '@hibi/contract';
import { sameNameAndBirthday } from '@hibi/domain';
import { type LookAlikeScore, SAME_CHILD_SIMILARITY } from '@hibi/vision';

export type EnrolledChild = {
  childId: string;
  facilityId: string;
  familyId: string;
  lastName: string;
  firstName: string;
  birthday: string;
  className: string | null;
};

/** The match found, with the family staff would join the guardian to (its guardians named later). */
export type SameChildMatch = Omit<SameChild, 'guardians'>;

/**
 * The enrolled child of another family of the facility a waiting request very likely names again (decision 0036): the
 * same name and birthday, or a face the matcher would deliver to that child (SAME_CHILD_SIMILARITY,
 * on the look-alike scores already computed). A name match comes first; then the closest face.
 */
export function sameChildOf(
  waiting: Omit<EnrolledChild, 'className'>,
  close: readonly LookAlikeScore[],
  enrolled: readonly EnrolledChild[],
): SameChildMatch | null {
  // A brother or sister of the waiting child's own family is no stranger's child (decision 0039).
  const ofFacility = enrolled.filter(
    (child) =>
      child.facilityId === waiting.facilityId &&
      child.childId !== waiting.childId &&
      child.familyId !== waiting.familyId,
  );
  const byName = ofFacility.find((child) => sameNameAndBirthday(child, waiting));
  const byFace = close.find(
    (score) =>
      score.similarity >= SAME_CHILD_SIMILARITY && ofFacility.some((c) => c.childId === score.childId),
  );
  const found = byName ?? ofFacility.find((child) => child.childId === byFace?.childId);
  if (!found) return null;
  const faceScore = close.find((score) => score.childId === found.childId);
  const matchedBy: SameChild['matchedBy'] = [];
  if (byName) matchedBy.push('name_and_birthday');
  if (faceScore && faceScore.similarity >= SAME_CHILD_SIMILARITY) matchedBy.push('faces');
  return {
    childId: found.childId,
    lastName: found.lastName,
    firstName: found.firstName,
    birthday: found.birthday,
    className: found.className,
    matchedBy,
    similarity: faceScore?.similarity ?? null,
    familyId: found.familyId,
  };
}
