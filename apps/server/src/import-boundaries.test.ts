// The architecture as the imports hold it, beside queries-in-repositories.test.ts (decision 0018):
// each workspace declares what it imports; packages stand alone and the web app reads only the
// contract and the domain rules; a repository calls no service, step or job; the rest of the
// server reaches the pipeline only through its public modules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildConfig, packageOf, root, sourceFiles, valueImports } from '#tests/support/import-graph.ts';

const workspaces = [
  'apps/server',
  'apps/web',
  ...readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`),
];
const importsOf = (file: string) => valueImports(readFileSync(file, 'utf8'));
const relative = (file: string) => path.relative(root, file);

/** Where a relative import of `file` lands, from the repository's root. */
const target = (file: string, specifier: string) => relative(path.resolve(path.dirname(file), specifier));

const isRepository = (file: string) =>
  file.endsWith('.repository.ts') || file.split(path.sep).includes('repositories');
/** What the rest of the server may load of the pipeline: its jobs as declared, its start, its repositories. */
const pipelineSurface = [
  'pipeline/pipeline-job-declarations.ts',
  'pipeline/start-pipeline.ts',
  'pipeline/worker-processes.ts',
  'pipeline/selection/apply-selection.ts',
];
const server = path.join(root, 'apps/server/src');

/** A broken rule of the server's layers, or null: `from` and `to` relative to apps/server/src. */
export function serverLayerProblem(from: string, to: string): string | null {
  if (isRepository(from) && !isRepository(to) && path.dirname(from) !== path.dirname(to))
    return 'a repository loads a module that is not a repository';
  const outsidePipeline = !from.startsWith('pipeline/') && !from.startsWith('seed/');
  if (outsidePipeline && to.startsWith('pipeline/') && !pipelineSurface.includes(to) && !isRepository(to))
    return 'the pipeline reached past its public modules';
  return null;
}

describe('import boundaries', () => {
  it('reads what a file loads at run time and the package each import names', () => {
    const source = [
      "import type { A } from 'type-only';",
      "import { b, type C } from '@scope/pkg/sub';",
      "export { d } from './local.ts';",
      "export type { E } from 'types-only';",
      "const lazy = () => import('lazy-pkg');",
    ].join('\n');
    expect(valueImports(source)).toEqual(['@scope/pkg/sub', './local.ts', 'lazy-pkg']);
    expect(['@scope/pkg/sub', 'node:fs', 'path', 'zod/mini', '~/x', '#tests/y'].map(packageOf)).toEqual([
      '@scope/pkg',
      null,
      null,
      'zod',
      null,
      null,
    ]);
  });

  it('catches a repository calling a service and a route reaching into the pipeline', () => {
    expect(serverLayerProblem('repositories/child.repository.ts', 'deliveries/take-back.ts')).not.toBeNull();
    expect(serverLayerProblem('auth/refresh-token.repository.ts', 'auth/session-liveness.ts')).toBeNull();
    expect(
      serverLayerProblem('api/admin/day/uploads.service.ts', 'pipeline/ingest/ingest-media.ts'),
    ).not.toBeNull();
    expect(
      serverLayerProblem('api/admin/day/uploads.service.ts', 'pipeline/pipeline-job-declarations.ts'),
    ).toBeNull();
  });

  it.each(workspaces)('%s declares every package its source loads', (workspace) => {
    const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
    const declared = new Set([
      manifest.name,
      ...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }),
    ]);
    // Build configuration runs with the tools installed for building.
    const forBuild = new Set([...declared, ...Object.keys({ ...manifest.devDependencies })]);
    const missing = sourceFiles(path.join(root, workspace)).flatMap((file) =>
      importsOf(file)
        .map(packageOf)
        .filter(
          (name): name is string => name !== null && !(isBuildConfig(file) ? forBuild : declared).has(name),
        )
        .map((name) => `${relative(file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps packages apart from each other and from the apps, and the web app to contract and domain', () => {
    const allowed: Record<string, string[]> = { 'apps/web': ['@hibi/contract', '@hibi/domain'] };
    const offenders = workspaces
      .filter((workspace) => workspace !== 'apps/server')
      .flatMap((workspace) =>
        sourceFiles(path.join(root, workspace)).flatMap((file) =>
          importsOf(file)
            .filter((specifier) =>
              specifier.startsWith('@hibi/')
                ? !(allowed[workspace] ?? []).includes(packageOf(specifier) ?? '')
                : specifier.startsWith('.') && !target(file, specifier).startsWith(`${workspace}/`),
            )
            .map((specifier) => `${relative(file)}: ${specifier}`),
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('holds the server’s layers: repositories below services, the pipeline behind its public modules', () => {
    const offenders = sourceFiles(server).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.'))
        .flatMap((specifier) => {
          const [from, to] = [
            path.relative(server, file),
            path.relative(server, path.resolve(path.dirname(file), specifier)),
          ];
          const problem = serverLayerProblem(from, to);
          return problem ? [`${from} → ${to}: ${problem}`] : [];
        }),
    );
    expect(offenders).toEqual([]);
  }, 30_000);
});
