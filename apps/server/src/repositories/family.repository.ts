import { children, type Executor, eq, facilities, guardians, sql } from '@hibi/db';
import { childListOrder, familyPlanFacts } from './family-plan-facts.ts';
import type { Param } from './visible-media.ts';

/**
 * Guardians, their children and the facts their plan is computed from. One round trip per call:
 * the latest subscription and the primary child's facility come in as lateral subqueries.
 */
export function familyRepository(db: Executor) {
  const { latestSubscription, primaryFacility, planFields, childFamilyFields } = familyPlanFacts(db);

  /** A child with its guardian's plan facts; exposed for the benchmark's bare-SQL comparison. */
  const childWithFamilyQuery = (childId: Param<string>) =>
    db
      .select(childFamilyFields)
      .from(children)
      .innerJoin(guardians, eq(guardians.id, children.guardianId))
      .leftJoinLateral(latestSubscription, sql`true`)
      .leftJoinLateral(primaryFacility, sql`true`)
      .where(eq(children.id, childId));
  // Every call addressed by childId runs it: prepared once per connection, planned once.
  const childWithFamily = childWithFamilyQuery(sql.placeholder('childId')).prepare('child_with_family');

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

    /** A child with its guardian's plan facts, for every call addressed by childId. */
    async findChildWithFamily(childId: string) {
      const [row] = await childWithFamily.execute({ childId });
      return row;
    },

    async listChildren(guardianId: string) {
      return db
        .select()
        .from(children)
        .where(eq(children.guardianId, guardianId))
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
        .innerJoin(facilities, eq(facilities.id, children.facilityId))
        .where(eq(children.guardianId, guardianId))
        .orderBy(...childListOrder)
        .limit(1);
      return row;
    },

    /** A child's free trial is used once (specification §3's spendFreeTrial). */
    async markFreeTrialSpent(childId: string) {
      await db.update(children).set({ spendFreeTrial: true }).where(eq(children.id, childId));
    },

    /** The facility ("group") of a child, with the child's guardian for the ownership check. */
    async findGroupOfChild(childId: string) {
      const [row] = await db
        .select({ guardianId: children.guardianId, facility: facilities })
        .from(children)
        .innerJoin(facilities, eq(facilities.id, children.facilityId))
        .where(eq(children.id, childId));
      return row;
    },
  };
}

export type ChildWithFamily = NonNullable<
  Awaited<ReturnType<ReturnType<typeof familyRepository>['findChildWithFamily']>>
>;
export type AccountRow = NonNullable<Awaited<ReturnType<ReturnType<typeof familyRepository>['findAccount']>>>;
