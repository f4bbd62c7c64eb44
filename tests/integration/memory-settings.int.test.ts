import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { hasGlibc } from '../../scripts/lib/memory-settings.ts';

const launcher = 'scripts/run-with-memory-settings.ts';
const entry = 'tests/support/scripts/report-memory-settings.ts';

function launch(env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, [launcher, entry, '--photos', '4'], { env, encoding: 'utf8' });
  const report = JSON.parse(result.stdout.trim()) as {
    arenas: string | null;
    semiSpace: string[];
    args: string[];
  };
  return { status: result.status, report };
}

describe('the entry points run with their memory settings (decisions 0050 and 0053)', () => {
  it('runs the entry again with both settings, its arguments and its exit code', () => {
    const { MALLOC_ARENA_MAX: _arenas, NODE_OPTIONS: _options, ...env } = process.env;
    expect(launch(env)).toEqual({
      status: 3,
      report: {
        arenas: hasGlibc() ? '2' : null,
        semiSpace: ['--max-semi-space-size=4'],
        args: ['--photos', '4'],
      },
    });
  });

  it('keeps the values the operator set, in the same process', () => {
    const env = { ...process.env, MALLOC_ARENA_MAX: '4', NODE_OPTIONS: '--max-semi-space-size=8' };
    expect(launch(env)).toEqual({
      status: 3,
      report: { arenas: '4', semiSpace: ['--max-semi-space-size=8'], args: ['--photos', '4'] },
    });
  });
});
