import type { PGlite } from '@electric-sql/pglite';

/**
 * pg-boss talks to PostgreSQL through `executeSql`. PGlite runs a parameterless text as a script
 * (pg-boss sends several statements at once when it installs its schema) and a parameterised one
 * as a prepared statement, answering the last result's rows like node-postgres would.
 */
export function pgliteExecutor(pglite: PGlite) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query(text, values as never[]);
      return { rows: result.rows };
    },
  };
}
