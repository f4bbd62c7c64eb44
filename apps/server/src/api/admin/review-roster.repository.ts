import {
  and,
  asc,
  children,
  classes,
  type Database,
  desc,
  eq,
  guardians,
  isNotNull,
  referenceImages,
  sql,
} from '@hibi/db';

/**
 * The approved children of a facility as staff choose among them when giving a photo by hand:
 * name, birthday, class, the family, and the newest accepted reference photo to compare faces with.
 */
export function reviewRosterRepository(db: Database) {
  return {
    async list(facilityId: string) {
      const newestReference = db
        .select({ previewKey: referenceImages.previewKey, storageKey: referenceImages.storageKey })
        .from(referenceImages)
        .where(and(eq(referenceImages.childId, children.id), eq(referenceImages.status, 'accepted')))
        .orderBy(desc(referenceImages.createdAt))
        .limit(1)
        .as('newest_reference');
      return db
        .select({
          childId: children.id,
          lastName: children.lastName,
          firstName: children.firstName,
          birthday: children.birthday,
          className: classes.name,
          guardianLastName: guardians.lastName,
          guardianFirstName: guardians.firstName,
          previewKey: newestReference.previewKey,
        })
        .from(children)
        .innerJoin(guardians, eq(guardians.id, children.guardianId))
        .leftJoin(classes, eq(classes.id, children.classId))
        .leftJoinLateral(newestReference, sql`true`)
        .where(
          and(
            eq(children.facilityId, facilityId),
            isNotNull(children.approvedAt),
            eq(guardians.status, 'approved'),
          ),
        )
        .orderBy(asc(children.lastName), asc(children.firstName));
    },
  };
}
