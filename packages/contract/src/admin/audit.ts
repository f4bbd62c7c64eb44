import { z } from 'zod';
import { cursorField } from './admin-fields.ts';

export const auditQuerySchema = z.object({
  cursor: cursorField.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorKind: z.enum(['guardian', 'staff', 'system']),
  /** The staff member's or guardian's name; null for the system or a deleted account. */
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: newest first; `nextCursor` asks for the older page. */
export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** The schemas of the console's audit call (`adminAuditApi`). */
export const adminAuditSchemas = {
  list: { query: auditQuerySchema, answer: auditListResponseSchema },
};
