import {
  and,
  children,
  count,
  type Executor,
  eq,
  type FamilyRole,
  families,
  familyMembers,
  inArray,
  notExists,
} from '@hibi/db';
import { membership } from './columns.ts';
import { familyPeople } from './family-people.ts';

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

    /** The guardian's family, role and joining date; undefined for an account in no family. */
    async standingOf(guardianId: string) {
      const [row] = await db
        .select(membership)
        .from(familyMembers)
        .where(eq(familyMembers.guardianId, guardianId));
      return row;
    },

    /** Locks the family's row: joins and removals of one family run one at a time (the cap). */
    async lockFamily(familyId: string) {
      await db.select({ id: families.id }).from(families).where(eq(families.id, familyId)).for('update');
    },

    async countMembers(familyId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(familyMembers)
        .where(eq(familyMembers.familyId, familyId));
      return row?.n ?? 0;
    },

    /** Everyone of the family, oldest member first, as the member list shows them. */
    async listMembers(familyId: string) {
      const people = await familyPeople(db, eq(familyMembers.familyId, familyId));
      return people.map(({ guardianId, email, lastName, firstName, role, joinedAt }) => ({
        userId: guardianId,
        email,
        lastName,
        firstName,
        role,
        joinedAt,
      }));
    },

    /** Takes the guardian out of the family; the family and its children stay. */
    async remove(guardianId: string, familyId: string): Promise<boolean> {
      const removed = await db
        .delete(familyMembers)
        .where(and(eq(familyMembers.guardianId, guardianId), eq(familyMembers.familyId, familyId)))
        .returning({ id: familyMembers.guardianId });
      return removed.length > 0;
    },

    /** The guardians (保護者) of these families, oldest member first: how staff name a family. */
    async guardiansOf(familyIds: readonly string[]) {
      if (familyIds.length === 0) return [];
      const guardiansOnly = eq(familyMembers.role, 'guardian');
      const people = await familyPeople(
        db,
        and(inArray(familyMembers.familyId, [...familyIds]), guardiansOnly),
      );
      return people.map(({ familyId, guardianId, lastName, firstName }) => ({
        familyId,
        guardianId,
        lastName,
        firstName,
      }));
    },
  };
}
