import {
  and,
  type ChildLeavingReason,
  children,
  type Executor,
  eq,
  familyMembers,
  guardians,
  sql,
} from '@hibi/db';
import { childScope } from '../../../repositories/columns.ts';
import { guardianOfMember } from '../../../repositories/joins.ts';

/** A child's 退園・卒園 as staff set it (decision 0078), and whom the family's mail goes to. */
export function childLeavingRepository(db: Executor) {
  return {
    /** The child, locked against a second marking at the same time; undefined when unknown. */
    async lockChild(childId: string) {
      const [row] = await db
        .select({
          id: children.id,
          ...childScope,
          firstName: children.firstName,
          nickname: children.nickname,
          approvedAt: children.approvedAt,
          leavesOn: children.leavesOn,
          leavingReason: children.leavingReason,
        })
        .from(children)
        .where(eq(children.id, childId))
        .for('update');
      return row;
    },
    async setLeaving(
      childId: string,
      leaving: { leavesOn: string; leavingReason: ChildLeavingReason } | null,
    ) {
      await db
        .update(children)
        .set({ leavesOn: leaving?.leavesOn ?? null, leavingReason: leaving?.leavingReason ?? null })
        .where(eq(children.id, childId));
    },
    /** The family's approved members: who is told that the child leaves. */
    async approvedMembersOf(familyId: string) {
      return db
        .select({ email: guardians.email, lastName: guardians.lastName, firstName: guardians.firstName })
        .from(familyMembers)
        .innerJoin(guardians, guardianOfMember)
        .where(and(eq(familyMembers.familyId, familyId), sql`${guardians.status} = 'approved'`));
    },
  };
}
