import {
  and,
  asc,
  children,
  classes,
  count,
  desc,
  type Executor,
  eq,
  facilities,
  familyMembers,
  guardians,
  inArray,
  type NewFacility,
} from '@hibi/db';
import { classOfChild, guardianOfMember, membersOfChildFamily } from '../../../repositories/joins.ts';

/** Facilities and their classes as the console reads and edits them. */
export function adminFacilityRepository(db: Executor) {
  return {
    /** `scope` null: every facility (operators). */
    async list(scope: string | null) {
      return db
        .select()
        .from(facilities)
        .where(scope === null ? undefined : eq(facilities.id, scope))
        .orderBy(asc(facilities.createdAt));
    },
    async findById(id: string) {
      const [row] = await db.select().from(facilities).where(eq(facilities.id, id));
      return row;
    },
    async findByCode(code: string) {
      const [row] = await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.code, code));
      return row;
    },
    async insert(values: NewFacility) {
      const [row] = await db.insert(facilities).values(values).returning();
      if (!row) throw new Error('facility insert returned nothing');
      return row;
    },
    async update(id: string, values: Partial<NewFacility>) {
      await db.update(facilities).set(values).where(eq(facilities.id, id));
    },
    /** The classes of some facilities in display order, with how many children each has. */
    async classesOf(facilityIds: string[]) {
      if (facilityIds.length === 0) return [];
      return db
        .select({
          id: classes.id,
          facilityId: classes.facilityId,
          name: classes.name,
          position: classes.position,
          childCount: count(children.id),
        })
        .from(classes)
        .leftJoin(children, eq(children.classId, classes.id))
        .where(inArray(classes.facilityId, facilityIds))
        .groupBy(classes.id)
        .orderBy(asc(classes.position), asc(classes.createdAt));
    },
    async insertClass(facilityId: string, name: string, position: number) {
      await db.insert(classes).values({ facilityId, name, position });
    },
    async updateClass(facilityId: string, id: string, name: string, position: number) {
      await db
        .update(classes)
        .set({ name, position })
        .where(and(eq(classes.id, id), eq(classes.facilityId, facilityId)));
    },
    async deleteClasses(facilityId: string, ids: string[]) {
      if (ids.length === 0) return;
      await db.delete(classes).where(and(eq(classes.facilityId, facilityId), inArray(classes.id, ids)));
    },
    /** The facility's guardians with their children there, newest first. */
    async guardiansWithChildren(facilityId: string) {
      return (
        db
          .select({
            guardianId: guardians.id,
            lastName: guardians.lastName,
            firstName: guardians.firstName,
            email: guardians.email,
            status: guardians.status,
            plan: guardians.subscriptionType,
            guardianApprovedAt: guardians.approvedAt,
            childId: children.id,
            childLastName: children.lastName,
            childFirstName: children.firstName,
            childApprovedAt: children.approvedAt,
            className: classes.name,
          })
          .from(children)
          // Every guardian of the child's family (decision 0036), one row each.
          .innerJoin(familyMembers, membersOfChildFamily)
          .innerJoin(guardians, guardianOfMember)
          .leftJoin(classes, classOfChild)
          .where(eq(children.facilityId, facilityId))
          .orderBy(desc(guardians.createdAt), asc(children.position))
      );
    },
  };
}
