import { asc, classes, type Database, eq, facilities, inArray } from '@hibi/db';

/** The facilities a staff scope reaches (null: all), each with its classes in display order. */
export function facilityChoicesRepository(db: Database) {
  return {
    async ofScope(scope: string | null) {
      const rows = await db
        .select({ facilityId: facilities.id, code: facilities.code, name: facilities.name })
        .from(facilities)
        .where(scope === null ? undefined : eq(facilities.id, scope))
        .orderBy(asc(facilities.name));
      const ids = rows.map((row) => row.facilityId);
      const classRows =
        ids.length === 0
          ? []
          : await db
              .select({ facilityId: classes.facilityId, classId: classes.id, name: classes.name })
              .from(classes)
              .where(inArray(classes.facilityId, ids))
              .orderBy(asc(classes.position), asc(classes.name));
      return rows.map((row) => ({
        ...row,
        classes: classRows
          .filter((entry) => entry.facilityId === row.facilityId)
          .map(({ classId, name }) => ({ classId, name })),
      }));
    },
  };
}
