// Who did what: approvals, revoked deliveries, plan changes, sign-ins of staff.
import { bigint, index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

export const actorKind = pgEnum('actor_kind', ['guardian', 'staff', 'system']);

/** Append-only. No foreign keys on purpose: the trail must outlive the accounts it mentions. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorKind: actorKind('actor_kind').notNull(),
    /** Guardian or staff id; null for the system. */
    actorId: uuid('actor_id'),
    /** Dotted verb, e.g. 'guardian.approve', 'delivery.revoke'. */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
export type ActorKind = (typeof actorKind.enumValues)[number];
