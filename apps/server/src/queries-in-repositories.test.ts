// Decision 0018: only repositories (src/repositories/, or a feature's *.repository.ts) build SQL.
// Building it needs a table or an operator from @hibi/db (or Drizzle itself), so a file elsewhere
// may import from them only types and the few helpers that build nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Values of @hibi/db that open, migrate or describe the database without writing a query. */
const QUERY_FREE = new Set([
  'openDatabase',
  'migrateDatabase',
  'normalizeEmail',
  'isConnectionError',
  'isDatabaseBusy',
  'retryWhileUnreachable',
]);
const DATABASE_MODULE = /^(@hibi\/db|drizzle-orm)(\/|$)/;

const isRepository = (file: string) =>
  file.endsWith('.repository.ts') || file.split(path.sep).includes('repositories');

/** The query-building names a source file imports from the database modules. */
export function queryImports(source: string): string[] {
  if (!source.includes('@hibi/db') && !source.includes('drizzle-orm')) return [];
  const file = ts.createSourceFile('file.ts', source, ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!DATABASE_MODULE.test(from) || !clause || clause.isTypeOnly) continue;
    if (clause.name) found.push(`${from}: default`);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) found.push(`${from}: * as ${bindings.name.text}`);
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (!element.isTypeOnly && !QUERY_FREE.has(element.name.text))
          found.push(`${from}: ${element.name.text}`);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('queries live in repositories', () => {
  it('finds a table or an operator imported for a query, and lets types and helpers be', () => {
    const source = [
      "import { and, type Executor, eq, normalizeEmail } from '@hibi/db';",
      "import type { Media } from '@hibi/db';",
      "import { media } from '@hibi/db/schema';",
      "import { sql } from 'drizzle-orm';",
      "import { isDatabaseBusy } from '@hibi/db';",
    ].join('\n');
    expect(queryImports(source)).toEqual([
      '@hibi/db: and',
      '@hibi/db: eq',
      '@hibi/db/schema: media',
      'drizzle-orm: sql',
    ]);
  });

  it('no file of the server outside a repository builds SQL', () => {
    const root = import.meta.dirname;
    const offenders = sourceFiles(root)
      .filter((file) => !isRepository(path.relative(root, file)))
      .flatMap((file) =>
        queryImports(readFileSync(file, 'utf8')).map((name) => `${path.relative(root, file)} (${name})`),
      );
    expect(offenders).toEqual([]);
  }, 30_000);
});
