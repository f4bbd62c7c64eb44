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

/** The row an entry is about: `['child', childId]`. */
export type AuditTarget = readonly [targetType: string, targetId: string];
type Detail = AuditEntry['detail'];

/** The append-only audit trail: who changed what. Write it in the transaction of the change. */
export function auditLogRepository(db: Executor) {
  const record = async (entry: AuditEntry) => {
    await db.insert(auditLog).values(entry);
  };
  // Most entries are one person's act on one row: said in one line where the change is made.
  const by =
    (actorKind: 'staff' | 'guardian') =>
    (actorId: string, action: string, [targetType, targetId]: AuditTarget, detail?: Detail) =>
      record({ actorKind, actorId, action, targetType, targetId, ...(detail && { detail }) });
  return { record, byStaff: by('staff'), byGuardian: by('guardian') };
}
