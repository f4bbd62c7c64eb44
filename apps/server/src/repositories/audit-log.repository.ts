import { type ActorKind, auditLog, type Executor } from '@hibi/db';

export type AuditEntry = {
  actorKind: ActorKind;
  actorId: string | null;
  /** Dotted verb, e.g. 'guardian.request'. */
  action: string;
  targetType: string;
  targetId: string;
  detail?: Record<string, unknown>;
};

/** The append-only audit trail: who changed what. Write it in the transaction of the change. */
export function auditLogRepository(db: Executor) {
  return {
    async record(entry: AuditEntry) {
      await db.insert(auditLog).values(entry);
    },
  };
}
