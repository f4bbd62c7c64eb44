import { asc, type Executor, familyMembers, guardians, type SQL } from '@hibi/db';
import { membership } from './columns.ts';
import { guardianOfMember } from './joins.ts';

/**
 * The members of families with their account, oldest member first: the order in which every
 * member list (the family's own, the console's, how staff name a family) shows them.
 */
export function familyPeople(db: Executor, where: SQL | undefined) {
  return db
    .select({
      ...membership,
      guardianId: guardians.id,
      email: guardians.email,
      lastName: guardians.lastName,
      firstName: guardians.firstName,
      status: guardians.status,
    })
    .from(familyMembers)
    .innerJoin(guardians, guardianOfMember)
    .where(where)
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.guardianId));
}
