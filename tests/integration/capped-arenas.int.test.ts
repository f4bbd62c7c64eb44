import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const launcher = 'scripts/run-with-capped-arenas.ts';
const entry = 'tests/support/scripts/report-arenas.ts';
const glibc = Boolean(
  (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime,
);

function launch(env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, [launcher, entry, '--photos', '4'], { env, encoding: 'utf8' });
  return {
    status: result.status,
    report: JSON.parse(result.stdout.trim()) as { arenas: string | null; args: string[] },
  };
}

describe('the entry points run with glibc’s malloc arenas capped (decision 0050)', () => {
  it.runIf(glibc)('runs the entry again with MALLOC_ARENA_MAX=2, its arguments and its exit code', () => {
    const { MALLOC_ARENA_MAX: _unset, ...env } = process.env;
    expect(launch(env)).toEqual({ status: 3, report: { arenas: '2', args: ['--photos', '4'] } });
  });

  it('keeps a value the operator set, in the same process', () => {
    expect(launch({ ...process.env, MALLOC_ARENA_MAX: '4' })).toEqual({
      status: 3,
      report: { arenas: '4', args: ['--photos', '4'] },
    });
  });
});
