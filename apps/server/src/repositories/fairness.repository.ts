import {
  and,
  children,
  classes,
  type Database,
  deliveries,
  eq,
  gte,
  guardians,
  isNotNull,
  isNull,
  lt,
  sql,
} from '@hibi/db';

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
          lastName: children.lastName,
          firstName: children.firstName,
          classId: children.classId,
          className: classes.name,
          delivered: sql<number>`count(${deliveries.id})`.mapWith(Number),
        })
        .from(children)
        .innerJoin(guardians, eq(guardians.id, children.guardianId))
        .leftJoin(classes, eq(classes.id, children.classId))
        .leftJoin(deliveries, standing)
        .where(
          and(
            eq(children.facilityId, filter.facilityId),
            filter.classId ? eq(children.classId, filter.classId) : undefined,
            isNotNull(children.approvedAt),
            eq(guardians.status, 'approved'),
          ),
        )
        .groupBy(children.id, classes.name);
      return rows;
    },
  };
}
