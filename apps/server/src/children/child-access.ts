import type { SubscriptionType } from '@hibi/domain';
import { notYours } from '../auth/authenticate.ts';
import { subscriptionTypeOf } from '../billing/current-plan.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { type ChildWithFamily, familyRepository } from '../repositories/family.repository.ts';

/** What a call addressed by childId may do and see, once the child is known to be the guardian's. */
export type ChildAccess = {
  childId: string;
  guardianId: string;
  subscriptionType: SubscriptionType;
  /**
   * False when the family sees nothing yet or any more: the guardian is not approved (e.g.
   * withdrawn) or the child is not. Media queries enforce this themselves (visible-media.ts);
   * this is for answers about media, such as photo movies, that should then be empty.
   */
  seesMedia: boolean;
};

/**
 * What the guardian may do with a child read with its family (undefined: no such child). An
 * unknown child answers the same 403 as another family's, so ids cannot be probed.
 */
export function accessFromRow(row: ChildWithFamily | undefined, guardianId: string, now: Date): ChildAccess {
  // The row is read for this guardian's membership: none means another family's child (or none).
  if (!row || row.guardianId !== guardianId) throw new AppError('forbidden', notYours);
  return {
    childId: row.childId,
    guardianId: row.guardianId,
    subscriptionType: subscriptionTypeOf(row, now),
    seesMedia: row.guardianStatus === 'approved' && row.childApprovedAt !== null,
  };
}

/** Resolves a childId for the signed-in guardian (accessFromRow). */
export function childAccess(context: AppContext) {
  const families = familyRepository(context.database.db);
  return async (guardianId: string, childId: string): Promise<ChildAccess> =>
    accessFromRow(await families.findChildWithFamily(childId, guardianId), guardianId, context.now());
}
