import {
  and,
  asc,
  children,
  classes,
  type Database,
  desc,
  eq,
  familyMembers,
  guardians,
  isNotNull,
  referenceImages,
  sql,
} from '@hibi/db';
import { hasApprovedMember } from '../../../repositories/family-sql.ts';

/**
 * The approved children of a facility as staff choose among them when giving a photo by hand:
 * name, birthday, class, the family (its approved guardians), and the newest accepted reference photo to compare faces with.
 */
/** The family's approved guardians by name, 「日比 花子・日比 太郎」: whose timeline the photo reaches. */
const familyGuardianNames = sql<string>`(select coalesce(string_agg(g.last_name || ' ' || g.first_name, '・'
    order by fm.created_at), '') from ${familyMembers} fm inner join ${guardians} g on g.id = fm.guardian_id
  where fm.family_id = "children"."family_id" and g.status = 'approved')`;

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
          familyName: familyGuardianNames,
          previewKey: newestReference.previewKey,
        })
        .from(children)
        .leftJoin(classes, eq(classes.id, children.classId))
        .leftJoinLateral(newestReference, sql`true`)
        .where(and(eq(children.facilityId, facilityId), isNotNull(children.approvedAt), hasApprovedMember))
        .orderBy(asc(children.lastName), asc(children.firstName));
    },
  };
}
