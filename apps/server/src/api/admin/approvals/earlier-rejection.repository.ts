import { and, auditLog, desc, type Executor, eq, inArray, isNotNull, or, sql } from '@hibi/db';

/** What a request is named by in the audit trail: a sign-up by its guardian, a sibling by its child. */
export type RequestTarget = { type: 'guardian' | 'child'; id: string };

/** The audit action of a refusal, by what it refused (reject-guardian, send-back-sibling). */
const rejectAction = { guardian: 'guardian.reject', child: 'child.reject' } as const;

const reason = sql<string | null>`${auditLog.detail} ->> 'reason'`;

/** The refusals the audit trail keeps of waiting requests: what makes one a 再申請 (issue 44). */
export function earlierRejectionRepository(db: Executor) {
  return {
    /**
     * The latest refusal of each target, with its reason and time; targets never refused are
     * absent. Keyed `type:id`.
     */
    async latestOf(targets: readonly RequestTarget[]) {
      const of = (type: RequestTarget['type']) => targets.filter((t) => t.type === type).map((t) => t.id);
      const byType = (['guardian', 'child'] as const)
        .filter((type) => of(type).length > 0)
        .map((type) =>
          and(
            eq(auditLog.targetType, type),
            eq(auditLog.action, rejectAction[type]),
            inArray(auditLog.targetId, of(type)),
          ),
        );
      if (byType.length === 0) return new Map<string, { reason: string; at: Date }>();
      const rows = await db
        .selectDistinctOn([auditLog.targetType, auditLog.targetId], {
          type: auditLog.targetType,
          id: auditLog.targetId,
          reason,
          at: auditLog.at,
        })
        .from(auditLog)
        .where(and(or(...byType), isNotNull(reason)))
        .orderBy(auditLog.targetType, auditLog.targetId, desc(auditLog.at), desc(auditLog.id));
      return new Map(rows.map((row) => [`${row.type}:${row.id}`, { reason: row.reason ?? '', at: row.at }]));
    },
  };
}
