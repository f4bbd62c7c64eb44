import { and, children, classes, type Database, deliveries, eq, gte, isNull, lt, sql } from '@hibi/db';
import { childName } from './columns.ts';
import { receivesPhotos } from './family-sql.ts';
import { classOfChild } from './joins.ts';

/** Each approved child of a facility (or one class) with the media delivered to them in a range. */
export function fairnessRepository(db: Database) {
  return {
    async dayCounts(filter: { facilityId: string; classId?: string; from: Date; to: Date }) {
      const standing = and(
        eq(deliveries.childId, children.id),
        isNull(deliveries.revokedAt),
        gte(deliveries.shootingAt, filter.from),
        lt(deliveries.shootingAt, filter.to),
      );
      const rows = await db
        .select({
          childId: children.id,
          familyId: children.familyId,
          faceProtected: sql<boolean>`${children.faceProtectedAt} is not null`.mapWith(Boolean),
          ...childName,
          classId: children.classId,
          className: classes.name,
          delivered: sql<number>`count(${deliveries.id})`.mapWith(Number),
        })
        .from(children)
        .leftJoin(classes, classOfChild)
        .leftJoin(deliveries, standing)
        .where(
          and(
            eq(children.facilityId, filter.facilityId),
            filter.classId ? eq(children.classId, filter.classId) : undefined,
            receivesPhotos,
          ),
        )
        .groupBy(children.id, classes.name);
      return rows;
    },
  };
}
