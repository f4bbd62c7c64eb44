import {
  and,
  asc,
  children,
  type Executor,
  eq,
  type FamilyRole,
  families,
  familyMembers,
  guardians,
  inArray,
  notExists,
} from '@hibi/db';

/** Families and who belongs to them (decision 0036): the one place that writes both tables. */
export function familyMembershipRepository(db: Executor) {
  async function familyIdOf(guardianId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ familyId: familyMembers.familyId })
      .from(familyMembers)
      .where(eq(familyMembers.guardianId, guardianId));
    return row?.familyId;
  }

  return {
    familyIdOf,

    /** A new family with the guardian as its 保護者: what sign-up makes. Answers the family id. */
    async createFor(guardianId: string): Promise<string> {
      const [family] = await db.insert(families).values({}).returning({ id: families.id });
      if (!family) throw new Error('family insert returned nothing');
      await db.insert(familyMembers).values({ guardianId, familyId: family.id, role: 'guardian' });
      return family.id;
    },

    /** Moves the guardian into another family; their old one is removed once nothing is left in it. */
    async moveTo(guardianId: string, familyId: string, role: FamilyRole) {
      const previous = await familyIdOf(guardianId);
      await db
        .insert(familyMembers)
        .values({ guardianId, familyId, role })
        .onConflictDoUpdate({ target: familyMembers.guardianId, set: { familyId, role } });
      if (!previous || previous === familyId) return;
      await db
        .delete(families)
        .where(
          and(
            eq(families.id, previous),
            notExists(db.select().from(familyMembers).where(eq(familyMembers.familyId, previous))),
            notExists(db.select().from(children).where(eq(children.familyId, previous))),
          ),
        );
    },

    /** The guardians (保護者) of these families, oldest member first: how staff name a family. */
    async guardiansOf(familyIds: readonly string[]) {
      if (familyIds.length === 0) return [];
      return db
        .select({
          familyId: familyMembers.familyId,
          guardianId: guardians.id,
          lastName: guardians.lastName,
          firstName: guardians.firstName,
        })
        .from(familyMembers)
        .innerJoin(guardians, eq(guardians.id, familyMembers.guardianId))
        .where(and(inArray(familyMembers.familyId, [...familyIds]), eq(familyMembers.role, 'guardian')))
        .orderBy(asc(familyMembers.createdAt), asc(familyMembers.guardianId));
    },
  };
}
