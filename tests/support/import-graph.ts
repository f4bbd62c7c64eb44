// Reading a tree's imports as the architecture tests need them (apps/server/src/import-boundaries.test.ts,
// apps/web/app/import-boundaries.test.ts): what a file loads at run time, and the package it names.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(import.meta.dirname, '../..');
const builtins = new Set(builtinModules);

/** The modules a source file loads at run time: imports and re-exports that are not type-only, and import(). */
export function valueImports(source: string): string[] {
  const file = ts.createSourceFile('file.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.importClause?.isTypeOnly
    )
      found.push(node.moduleSpecifier.text);
    if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    )
      found.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The package a bare specifier names ('@aws-sdk/client-s3/x' → '@aws-sdk/client-s3'), or null. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('~/') || specifier.startsWith('#')) return null;
  if (specifier.startsWith('node:') || builtins.has(specifier.split('/')[0] ?? '')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Files the build tools read (Vite's and Drizzle Kit's configuration, React Router's route table). */
export const isBuildConfig = (file: string) => /\.config\.ts$/.test(file) || file.endsWith('app/routes.ts');
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'build', '.react-router'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTest(entry.name) ? [full] : [];
  });
}
