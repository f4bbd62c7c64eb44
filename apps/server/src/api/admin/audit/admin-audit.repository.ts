import { and, auditLog, desc, type Executor, eq, guardians, lt, sql, staffAccounts } from '@hibi/db';

/** The audit trail as the console reads it: newest first, with the actor's name where known. */
export function adminAuditRepository(db: Executor) {
  return {
    /**
     * Entries older than `beforeId`; `scope` (a facility id) keeps the actions of that facility's
     * staff only, null keeps every entry (operators).
     */
    async page(scope: string | null, beforeId: number | undefined, limit: number) {
      return db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorKind: auditLog.actorKind,
          staffName: staffAccounts.name,
          guardianName: sql<
            string | null
          >`nullif(concat_ws(' ', ${guardians.lastName}, ${guardians.firstName}), '')`,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
        })
        .from(auditLog)
        .leftJoin(staffAccounts, and(eq(auditLog.actorKind, 'staff'), eq(staffAccounts.id, auditLog.actorId)))
        .leftJoin(guardians, and(eq(auditLog.actorKind, 'guardian'), eq(guardians.id, auditLog.actorId)))
        .where(
          and(
            beforeId === undefined ? undefined : lt(auditLog.id, beforeId),
            scope === null ? undefined : eq(staffAccounts.facilityId, scope),
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },
  };
}
