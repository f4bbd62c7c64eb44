import type { EarlierRejection } from '@hibi/contract';
import type { Executor } from '@hibi/db';
import { earlierRejectionRepository, type RequestTarget } from './earlier-rejection.repository.ts';

type Row = { sibling: boolean; guardian: { id: string }; child: { id: string } };

/** A waiting request's name in the audit trail: a sibling request by its child, a sign-up by its guardian. */
const targetOf = (row: Row): RequestTarget =>
  row.sibling ? { type: 'child', id: row.child.id } : { type: 'guardian', id: row.guardian.id };

/**
 * For each waiting request, the refusal before it, when it is sent again (再申請, issue 44): a
 * waiting request refused before can only be one sent again after that refusal.
 */
export async function earlierRejectionsOf(db: Executor, rows: readonly Row[]) {
  const latest = await earlierRejectionRepository(db).latestOf(rows.map(targetOf));
  return (row: Row): EarlierRejection | null => {
    const target = targetOf(row);
    const found = latest.get(`${target.type}:${target.id}`);
    return found ? { reason: found.reason, rejectedAt: found.at.toISOString() } : null;
  };
}
