import { asc, children, type Executor, eq } from '@hibi/db';
import { facilityRepository } from '../../repositories/facility.repository.ts';
import { familyMembershipRepository } from '../../repositories/family-membership.repository.ts';

export type ChildDetails = {
  facilityId: string;
  firstName: string;
  lastName: string;
  nickname: string | null;
  birthday: string;
};

/** The child a sign-up registers, and the facility it names. */
export function signupChildRepository(db: Executor) {
  /** The child this guardian enrolls (children.guardian_id records who did): the one sign-up creates. */
  async function findFirst(guardianId: string) {
    const [row] = await db
      .select()
      .from(children)
      .where(eq(children.guardianId, guardianId))
      .orderBy(asc(children.position), asc(children.createdAt))
      .limit(1);
    return row;
  }

  return {
    findFirst,
    facilityExists: (facilityId: string) => facilityRepository(db).exists(facilityId),
    /** Creates the child, or corrects the one an earlier request created; answers its id. */
    async save(guardianId: string, details: ChildDetails): Promise<string> {
      const existing = await findFirst(guardianId);
      if (existing) {
        await db.update(children).set(details).where(eq(children.id, existing.id));
        return existing.id;
      }
      const familyId =
        (await familyMembershipRepository(db).familyIdOf(guardianId)) ??
        (await familyMembershipRepository(db).createFor(guardianId));
      const [created] = await db
        .insert(children)
        .values({ guardianId, familyId, position: 0, ...details })
        .returning({ id: children.id });
      if (!created) throw new Error('child insert returned nothing');
      return created.id;
    },
  };
}
