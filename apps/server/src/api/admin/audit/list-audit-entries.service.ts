import type { AuditListResponse } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { adminAuditRepository } from './admin-audit.repository.ts';

/**
 * One page of the audit log in the console, newest first. Operators read every entry; facility
 * staff read the actions of their own facility's staff (docs/decisions: admin console), never
 * guardians' or other facilities'.
 */
export async function listAuditEntries(
  context: AppContext,
  staff: StaffAccount,
  cursor: string | undefined,
  limit: number,
): Promise<AuditListResponse> {
  const beforeId = cursor === undefined ? undefined : Number(cursor);
  if (beforeId !== undefined && !(Number.isSafeInteger(beforeId) && beforeId > 0)) {
    throw new AppError('invalid_input', 'ページ位置が正しくありません。');
  }
  const rows = await adminAuditRepository(context.database.db).page(
    facilityScopeOf(staff),
    beforeId,
    limit + 1,
  );
  const entries = rows.slice(0, limit).map(({ staffName, guardianName, at, ...row }) => ({
    ...row,
    at: at.toISOString(),
    actorName: staffName ?? guardianName ?? null,
  }));
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > limit && last ? String(last.id) : null };
}
