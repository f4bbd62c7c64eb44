// The web app's layers as its imports hold them (decision 0087): lib/ below components/, both below
// the features, layouts and the root above them; the features' graph has no circle; and no API path
// is written here: calls go through the contract's endpoints (decision 0086).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles, valueImports } from '../../../tests/support/import-graph.ts';

const app = path.join(root, 'apps/web/app');
/**
 * The part of the app a file is in: `lib`, `styles`, `components`, `catalogue` (the route catalogue
 * and the features' plain `pages.ts` it gathers), `features/<name>`, `layouts` or `root`.
 */
export function partOf(file: string): string {
  const [top = '', feature = ''] = file.split('/');
  if (
    file.startsWith('route-catalogue') ||
    file.startsWith('lib/catalogue-entry') ||
    /^features\/[^/]+\/pages(\.ts)?$/.test(file)
  )
    return 'catalogue';
  if (top === 'features') return `features/${feature}`;
  return ['lib', 'components', 'layouts', 'styles'].includes(top) ? top : 'root';
}
/** Where an app-local import lands, relative to app/, or null for a package. */
function landing(from: string, specifier: string): string | null {
  if (specifier.startsWith('~/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.relative(app, path.resolve(app, path.dirname(from), specifier));
  return null;
}
/** What each lower part may load; features load anything but layouts and the root. */
const below: Record<string, string[]> = {
  styles: ['styles'],
  lib: ['lib', 'styles', 'catalogue'],
  catalogue: ['catalogue', 'lib'],
  components: ['lib', 'styles', 'catalogue', 'components'],
};
/** A broken layer rule, or null: lib and components use no feature, features no layout. */
export function layerProblem(from: string, to: string): string | null {
  const [source, target] = [partOf(from), partOf(to)];
  const allowed = below[source];
  // A feature's page list may read its own plain data (the case studies' texts).
  const ownData = source === 'catalogue' && from.split('/')[1] === to.split('/')[1];
  if (allowed && !allowed.includes(target) && !ownData) return `${source} loads ${target}`;
  if (source.startsWith('features/') && (target === 'layouts' || target === 'root'))
    return `a feature loads ${target}`;
  return null;
}
/** The circles of a graph (its strongly connected parts of more than one node), Tarjan's way. */
export function circles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const part = stack.splice(stack.indexOf(node));
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

const files = sourceFiles(app).map((file) => path.relative(app, file));
const imports = files.flatMap((from) =>
  valueImports(readFileSync(path.join(app, from), 'utf8')).flatMap((specifier) => {
    const to = landing(from, specifier);
    return to ? [{ from, to }] : [];
  }),
);

describe('the web app’s boundaries', () => {
  it('finds a layer broken and a circle', () => {
    expect(layerProblem('components/form/use-submit.ts', 'features/session/api-error')).not.toBeNull();
    expect(layerProblem('features/timeline/timeline.tsx', 'components/toast')).toBeNull();
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('keeps lib and components below the features, and the features below the layouts', () => {
    const offenders = imports.flatMap(({ from, to }) => {
      const problem = layerProblem(from, to);
      return problem ? [`${from} → ${to}: ${problem}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('has no circle between features', () => {
    const edges = new Map<string, Set<string>>();
    for (const { from, to } of imports) {
      const [source, target] = [partOf(from), partOf(to)];
      if (source === target || !source.startsWith('features/') || !target.startsWith('features/')) continue;
      edges.set(source, (edges.get(source) ?? new Set()).add(target));
    }
    expect(circles(edges)).toEqual([]);
  });

  it('writes no API path: every call is an endpoint of @hibi/contract/api', () => {
    const written = files.filter((file) => /['"`]\/api\//.test(readFileSync(path.join(app, file), 'utf8')));
    expect(written).toEqual([]);
  });
});
