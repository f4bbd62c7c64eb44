import { type Executor, eq, facilities } from '@hibi/db';

/** Facilities (the API's groups) as the guardian side reads them. */
export function facilityRepository(db: Executor) {
  return {
    /** `code` must already be normalised (normalizeFacilityCode): codes are stored that way. */
    async findByCode(code: string) {
      const [row] = await db
        .select({ id: facilities.id, name: facilities.name })
        .from(facilities)
        .where(eq(facilities.code, code));
      return row;
    },
    async exists(facilityId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: facilities.id })
        .from(facilities)
        .where(eq(facilities.id, facilityId));
      return row !== undefined;
    },
  };
}
