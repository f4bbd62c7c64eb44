import { and, children, familyMembers, guardians, isNotNull, type SQL, sql } from '@hibi/db';
import type { Param } from './visible-media.ts';

/**
 * SQL fragments of decision 0036's rule: a child is its family's, and a guardian sees it by being a
 * member of that family (never by children.guardian_id, which only records who enrolled it).
 */

/**
 * The outer query's `children.family_id`, always qualified: Drizzle writes a column inside a
 * selected `sql` of a one-table query unqualified, which inside these subqueries would name
 * family_members.family_id instead.
 */
const childFamilyId = sql.raw('"children"."family_id"');

/** The family of a guardian, as a scalar subquery (null when the guardian has none). */
export const familyOfGuardian = (guardianId: Param<string> | SQL) =>
  sql`(select ${familyMembers.familyId} from ${familyMembers} where ${familyMembers.guardianId} = ${guardianId})`;

/** The outer query's child is of the guardian's family. */
export const ofGuardianFamily = (guardianId: Param<string>) =>
  sql`${children.familyId} = ${familyOfGuardian(guardianId)}`;

/** True when the guardian is a member of the family of the `children` row of the outer query. */
export const isMemberOfChildFamily = (guardianId: Param<string> | SQL) =>
  sql`exists (select 1 from ${familyMembers} where ${familyMembers.familyId} = ${childFamilyId}
    and ${familyMembers.guardianId} = ${guardianId})`;

/**
 * The first approved member of the family of the outer query's `children` row (null when none):
 * the child receives photos while anyone of its family is approved to see them.
 */
export const firstApprovedMember = sql<string | null>`(select fm.guardian_id from ${familyMembers} fm
  inner join ${guardians} g on g.id = fm.guardian_id
  where fm.family_id = ${childFamilyId} and g.status = 'approved'
  order by fm.created_at, fm.guardian_id limit 1)`;

/** The outer query's child has an approved member in its family. */
export const hasApprovedMember = sql`${firstApprovedMember} is not null`;

/** An approved child of a family with an approved member: only such a child may receive a photo. */
export const receivesPhotos = and(isNotNull(children.approvedAt), hasApprovedMember);
