import { and, children, type Executor, eq, facilities, familyMembers, guardians, sql } from '@hibi/db';
import { childListOrder, familyPlanFacts } from './family-plan-facts.repository.ts';
import { isMemberOfChildFamily, ofGuardianFamily } from './family-sql.ts';
import { facilityOfChild, guardianOfMember, membersOfChildFamily } from './joins.ts';
import type { Param } from './visible-media.ts';

/**
 * Guardians, their family's children and the facts their plan is computed from (decision 0036).
 * One round trip per call: the latest subscription and the primary child's facility come in as
 * lateral subqueries.
 */
export function familyRepository(db: Executor) {
  const { latestSubscription, primaryFacility, planFields, childFamilyFields } = familyPlanFacts(db);

  /**
   * A child with the asking guardian's plan facts, only when the guardian is a member of the
   * child's family (no row otherwise); exposed for the benchmark's bare-SQL comparison.
   */
  const childWithFamilyQuery = (childId: Param<string>, guardianId: Param<string>) =>
    db
      .select(childFamilyFields)
      .from(children)
      .innerJoin(familyMembers, and(membersOfChildFamily, eq(familyMembers.guardianId, guardianId)))
      .innerJoin(guardians, guardianOfMember)
      .leftJoinLateral(latestSubscription, sql`true`)
      .leftJoinLateral(primaryFacility, sql`true`)
      .where(eq(children.id, childId));
  // Every call addressed by childId runs it: prepared once per connection, planned once.
  const childWithFamily = childWithFamilyQuery(
    sql.placeholder('childId'),
    sql.placeholder('guardianId'),
  ).prepare('child_with_family');

  return {
    childWithFamilyQuery,

    /** The guardian's account with its plan facts; undefined when the account is gone. */
    async findAccount(guardianId: string) {
      const [row] = await db
        .select({ ...planFields, email: guardians.email, userUid: guardians.userUid })
        .from(guardians)
        .leftJoinLateral(latestSubscription, sql`true`)
        .leftJoinLateral(primaryFacility, sql`true`)
        .where(eq(guardians.id, guardianId));
      return row;
    },

    /** A child of the guardian's family with the guardian's plan facts, for every call by childId. */
    async findChildWithFamily(childId: string, guardianId: string) {
      const [row] = await childWithFamily.execute({ childId, guardianId });
      return row;
    },

    /** The children of the guardian's family, the primary child first (specification §3). */
    async listChildren(guardianId: string) {
      return db
        .select()
        .from(children)
        .where(ofGuardianFamily(guardianId))
        .orderBy(...childListOrder);
    },

    /** The primary child's free-trial mark and its facility's price: what subscribing reads. */
    async findPrimaryChildBilling(guardianId: string) {
      const [row] = await db
        .select({
          childId: children.id,
          spendFreeTrial: children.spendFreeTrial,
          unitPrice: facilities.subscriptionUnitPrice,
        })
        .from(children)
        .innerJoin(facilities, facilityOfChild)
        .where(ofGuardianFamily(guardianId))
        .orderBy(...childListOrder)
        .limit(1);
      return row;
    },

    /** A child's free trial is used once (specification §3's spendFreeTrial). */
    async markFreeTrialSpent(childId: string) {
      await db.update(children).set({ spendFreeTrial: true }).where(eq(children.id, childId));
    },

    /** The facility ("group") of a child of the guardian's family; undefined for anyone else's. */
    async findGroupOfChild(childId: string, guardianId: string) {
      const [row] = await db
        .select({ facility: facilities })
        .from(children)
        .innerJoin(facilities, facilityOfChild)
        .where(and(eq(children.id, childId), isMemberOfChildFamily(guardianId)));
      return row;
    },
  };
}

export type ChildWithFamily = NonNullable<
  Awaited<ReturnType<ReturnType<typeof familyRepository>['findChildWithFamily']>>
>;
export type AccountRow = NonNullable<Awaited<ReturnType<ReturnType<typeof familyRepository>['findAccount']>>>;
