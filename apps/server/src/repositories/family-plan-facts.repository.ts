import {
  asc,
  children,
  desc,
  type Executor,
  facilities,
  familyMembers,
  guardians,
  inArray,
  sql,
  subscriptions,
} from '@hibi/db';
import { familyOfGuardian } from './family-sql.ts';

/** Children of a family in list order: the first is the primary child (specification §3). */
export const childListOrder = [asc(children.position), asc(children.createdAt), asc(children.id)];

/**
 * The facts a guardian's plan is computed from, for queries over `guardians`: the latest
 * subscription of the guardian's family (any of its guardians may have paid: the plan is the
 * family's, decision 0036) and the family's primary child's facility, each a lateral subquery to
 * join `on true`. Subqueries, not a query: family.repository.ts and family-timeline.repository.ts
 * build theirs with them.
 */
export function familyPlanFacts(db: Executor) {
  const guardianFamily = familyOfGuardian(sql`${guardians.id}`);
  const latestSubscription = db
    .select({ status: subscriptions.status, endedAt: subscriptions.endedAt })
    .from(subscriptions)
    .where(
      inArray(
        subscriptions.guardianId,
        db
          .select({ id: familyMembers.guardianId })
          .from(familyMembers)
          .where(sql`${familyMembers.familyId} = ${guardianFamily}`),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
    .as('latest_subscription');
  // The trial length is the primary child's facility's (the spec's "group" of the account).
  const primaryFacility = db
    .select({ trialDays: facilities.freeTrialDays, hasFreeTrial: facilities.hasFreeTrial })
    .from(children)
    .innerJoin(facilities, sql`${facilities.id} = ${children.facilityId}`)
    .where(sql`${children.familyId} = ${guardianFamily}`)
    .orderBy(...childListOrder)
    .limit(1)
    .as('primary_facility');
  const planFields = {
    // The guardian's columns the plan rules and the visibility rules read.
    guardianId: guardians.id,
    guardianStatus: guardians.status,
    accountType: guardians.subscriptionType,
    guardianApprovedAt: guardians.approvedAt,
    subscriptionStatus: latestSubscription.status,
    subscriptionEndedAt: latestSubscription.endedAt,
    trialDays: primaryFacility.trialDays,
    hasFreeTrial: primaryFacility.hasFreeTrial,
  };
  /** A child with the asking guardian's plan facts: what every call addressed by childId reads. */
  const childFamilyFields = {
    ...planFields,
    childId: children.id,
    childApprovedAt: children.approvedAt,
    facilityId: children.facilityId,
  };
  return { latestSubscription, primaryFacility, planFields, childFamilyFields };
}
