import {
  and,
  asc,
  count,
  type Executor,
  eq,
  type FamilyRole,
  familyInvitations,
  gt,
  guardians,
  isNull,
} from '@hibi/db';

type NewInvitation = {
  familyId: string;
  role: FamilyRole;
  tokenHash: string;
  invitedBy: string;
  expiresAt: Date;
};

/** Family invitations (decision 0038): found by the hash of the link's token, never by the token. */
export function familyInvitationRepository(db: Executor) {
  const open = (familyId: string, now: Date) =>
    and(
      eq(familyInvitations.familyId, familyId),
      isNull(familyInvitations.acceptedAt),
      isNull(familyInvitations.revokedAt),
      gt(familyInvitations.expiresAt, now),
    );

  return {
    async insert(values: NewInvitation) {
      const [row] = await db.insert(familyInvitations).values(values).returning();
      if (!row) throw new Error('invitation insert returned nothing');
      return row;
    },

    /** The invitation with its inviter's name, for the page the link opens. */
    async findByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({
          invitation: familyInvitations,
          lastName: guardians.lastName,
          firstName: guardians.firstName,
        })
        .from(familyInvitations)
        .leftJoin(guardians, eq(guardians.id, familyInvitations.invitedBy))
        .where(eq(familyInvitations.tokenHash, tokenHash));
      return row;
    },

    /** Locks the invitation, so two acceptances of one link cannot both succeed. */
    async lockByTokenHash(tokenHash: string) {
      const [row] = await db
        .select()
        .from(familyInvitations)
        .where(eq(familyInvitations.tokenHash, tokenHash))
        .for('update');
      return row;
    },

    async listOpen(familyId: string, now: Date) {
      return db
        .select()
        .from(familyInvitations)
        .where(open(familyId, now))
        .orderBy(asc(familyInvitations.createdAt), asc(familyInvitations.id));
    },

    async countOpen(familyId: string, now: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(familyInvitations).where(open(familyId, now));
      return row?.n ?? 0;
    },

    /** Revokes an open invitation of the family; undefined when there is none by that id. */
    async revoke(familyId: string, invitationId: string, now: Date) {
      const [row] = await db
        .update(familyInvitations)
        .set({ revokedAt: now })
        .where(and(eq(familyInvitations.id, invitationId), open(familyId, now)))
        .returning();
      return row;
    },

    async markAccepted(invitationId: string, guardianId: string, now: Date) {
      await db
        .update(familyInvitations)
        .set({ acceptedAt: now, acceptedBy: guardianId })
        .where(eq(familyInvitations.id, invitationId));
    },
  };
}
