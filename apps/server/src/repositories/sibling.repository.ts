import { and, children, type Executor, eq, guardians, isNull, max, type NewChild } from '@hibi/db';

export type SiblingDetails = {
  facilityId: string;
  firstName: string;
  lastName: string;
  nickname: string | null;
  birthday: string;
};

/** Brothers and sisters a 保護者 adds to their family, from draft to approval (decision 0043). */
export function siblingRepository(db: Executor) {
  /** Not approved yet: a draft, a request sent, or one staff sent back. */
  const pendingSibling = (familyId: string, childId: string) =>
    and(eq(children.id, childId), eq(children.familyId, familyId), isNull(children.approvedAt));
  /** A step of the request: what it changes of the child's row. */
  const update = (childId: string, step: Partial<NewChild>) =>
    db.update(children).set(step).where(eq(children.id, childId));

  return {
    /** A new child at the end of the family's list, not approved: sees nothing until staff approve. */
    async add(familyId: string, guardianId: string, details: SiblingDetails): Promise<string> {
      const [last] = await db
        .select({ position: max(children.position) })
        .from(children)
        .where(eq(children.familyId, familyId));
      const [created] = await db
        .insert(children)
        .values({ familyId, guardianId, position: (last?.position ?? -1) + 1, ...details })
        .returning({ id: children.id });
      if (!created) throw new Error('child insert returned nothing');
      return created.id;
    },

    /** The family's child not approved yet, locked until the transaction ends; undefined otherwise. */
    async lockPending(familyId: string, childId: string) {
      const [row] = await db.select().from(children).where(pendingSibling(familyId, childId)).for('update');
      return row;
    },

    /** A child with the 保護者 who added it, locked until the transaction ends (staff's decision). */
    async lockWithGuardian(childId: string) {
      const [row] = await db
        .select({ child: children, guardian: guardians })
        .from(children)
        .innerJoin(guardians, eq(guardians.id, children.guardianId))
        .where(eq(children.id, childId))
        .for('update', { of: children });
      return row;
    },

    /** Sent for approval now; an earlier refusal's reason is cleared. */
    async send(childId: string, at: Date) {
      await update(childId, { siblingRequestedAt: at, siblingRejectionReason: null });
    },

    /** Staff did not approve it: back to the 保護者, with the reason, to correct and send again. */
    async sendBack(childId: string, reason: string) {
      await update(childId, { siblingRequestedAt: null, siblingRejectionReason: reason });
    },

    /** Approved now: the child joins matching and the family's screens (media from now on). */
    async approve(childId: string, at: Date) {
      await update(childId, { approvedAt: at, siblingRejectionReason: null });
    },

    async remove(familyId: string, childId: string) {
      await db.delete(children).where(pendingSibling(familyId, childId));
    },
  };
}
