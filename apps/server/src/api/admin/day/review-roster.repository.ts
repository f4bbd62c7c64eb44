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
  referenceImages,
  sql,
} from '@hibi/db';
import { childInList } from '../../../repositories/columns.ts';
import { receivesPhotos } from '../../../repositories/family-sql.ts';
import { classOfChild } from '../../../repositories/joins.ts';

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
          ...childInList,
          familyName: familyGuardianNames,
          previewKey: newestReference.previewKey,
        })
        .from(children)
        .leftJoin(classes, classOfChild)
        .leftJoinLateral(newestReference, sql`true`)
        .where(and(eq(children.facilityId, facilityId), receivesPhotos))
        .orderBy(asc(children.lastName), asc(children.firstName));
    },
  };
}
