// The server's own queries as bare SQL: built by its repositories, run straight through pg.
import type { Database } from '@hibi/db';
import type pg from 'pg';
import { timelinePageSize } from '../../apps/server/src/api/timeline/timeline-view.ts';
import { familyRepository } from '../../apps/server/src/repositories/family.repository.ts';
import { timelineRepository } from '../../apps/server/src/repositories/timeline.repository.ts';

export type Statement = { text: string; values: unknown[]; name?: string };

const statementOf = (query: { toSQL(): { sql: string; params: unknown[] } }): Statement => {
  const { sql, params } = query.toSQL();
  return { text: sql, values: params };
};

/** A page token's cursor (its first part is base64url JSON; the bench only reads it). */
function cursorOf(token: string) {
  const { t, m } = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
  return { shootingAt: String(t), mediaId: String(m) };
}

/** The child check and the first and a deep page, with the values the server would use. */
export async function benchStatements(db: Database, pool: pg.Pool, childId: string, deepToken: string) {
  const { rows } = await pool.query('select guardian_id from children where id = $1', [childId]);
  const query = { childId, guardianId: String(rows[0]?.guardian_id), limit: timelinePageSize + 1 };
  const timeline = timelineRepository(db);
  return {
    firstPage: statementOf(timeline.pageQuery({ ...query, after: null })),
    deepPage: statementOf(timeline.pageQuery({ ...query, after: cursorOf(deepToken) })),
    access: statementOf(familyRepository(db).childWithFamilyQuery(childId, query.guardianId)),
  };
}

/** Each child's first page, as its own guardian would ask for it. */
export async function firstPages(db: Database, pool: pg.Pool, childIds: readonly string[]) {
  const { rows } = await pool.query<{ id: string; guardian_id: string }>(
    'select id, guardian_id from children where id = any($1)',
    [childIds],
  );
  const timeline = timelineRepository(db);
  return rows.map((row) =>
    statementOf(
      timeline.pageQuery({
        childId: row.id,
        guardianId: row.guardian_id,
        limit: timelinePageSize + 1,
        after: null,
      }),
    ),
  );
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement, indented for the report. */
export async function explain(pool: pg.Pool, statement: Statement): Promise<string> {
  const plan = await pool.query({
    text: `explain (analyze, buffers) ${statement.text}`,
    values: statement.values,
  });
  return plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n');
}

/** The same statement, prepared once per connection under a name (as the server runs it). */
export const prepared = (statement: Statement, name: string): Statement => ({ ...statement, name });
