import { asc, children, desc, type Executor, eq, facilities, guardians, subscriptions } from '@hibi/db';

/** Children of a guardian in list order: the first is the primary child (specification §3). */
export const childListOrder = [asc(children.position), asc(children.createdAt), asc(children.id)];

/**
 * The facts a guardian's plan is computed from, for queries over `guardians`: the latest
 * subscription and the primary child's facility, each a lateral subquery to join `on true`.
 */
export function familyPlanFacts(db: Executor) {
  const latestSubscription = db
    .select({ status: subscriptions.status, endedAt: subscriptions.endedAt })
    .from(subscriptions)
    .where(eq(subscriptions.guardianId, guardians.id))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
    .as('latest_subscription');
  // The trial length is the primary child's facility's (the spec's "group" of the account).
  const primaryFacility = db
    .select({ trialDays: facilities.freeTrialDays, hasFreeTrial: facilities.hasFreeTrial })
    .from(children)
    .innerJoin(facilities, eq(facilities.id, children.facilityId))
    .where(eq(children.guardianId, guardians.id))
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
  /** A child with its guardian's plan facts: what every call addressed by childId reads. */
  const childFamilyFields = {
    ...planFields,
    childId: children.id,
    childApprovedAt: children.approvedAt,
    facilityId: children.facilityId,
  };
  return { latestSubscription, primaryFacility, planFields, childFamilyFields };
}
