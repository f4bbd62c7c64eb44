// Two settings a process takes only when it starts, which the server, the worker and the pipeline
// bench run with (decisions 0050 and 0053):
// - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own malloc arena and keeps what
//   is freed in it; the face threads', onnxruntime's and libvips' arenas held some 200 MiB no one used.
// - --max-semi-space-size=4 (MiB): V8's young generation grew to some 150 MiB of garbage while the
//   server's modules loaded and kept it; 4 MiB a semi-space also served pages with 8 % less CPU.
// An entry point started without them runs itself again in a child process that has them.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const MALLOC_ARENA_MAX = '2';
export const SEMI_SPACE_FLAG = '--max-semi-space-size=4';

/** Whether this process runs on glibc (the only C library that reads MALLOC_ARENA_MAX). */
export function hasGlibc(): boolean {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return Boolean(report?.header?.glibcVersionRuntime);
}

/** The flags this process was started with, NODE_OPTIONS included. */
function startFlags(): string[] {
  return [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
}

/** What the process lacks: the malloc variable only matters where glibc reads it. */
function missingSettings() {
  return {
    arenas: hasGlibc() && process.env.MALLOC_ARENA_MAX === undefined,
    semiSpace: !startFlags().some((flag) => flag.startsWith('--max-semi-space-size')),
  };
}

/**
 * Runs `entry` (a path) in this process when it already has both settings (the operator's values
 * are kept), else in a child that has them, whose exit code becomes this process's. Ctrl-C
 * reaches the child from the terminal itself; SIGTERM and SIGHUP sent here are passed on.
 */
export async function runWithMemorySettings(entry: string, args: string[] = []): Promise<void> {
  const missing = missingSettings();
  if (!missing.arenas && !missing.semiSpace) {
    // The entry reads its arguments as if it had been started itself.
    process.argv.splice(1, process.argv.length, entry, ...args);
    await import(pathToFileURL(entry).href);
    return;
  }
  const flags = missing.semiSpace ? [SEMI_SPACE_FLAG] : [];
  const env = missing.arenas ? { ...process.env, MALLOC_ARENA_MAX } : process.env;
  const child = spawn(process.execPath, [...process.execArgv, ...flags, entry, ...args], {
    stdio: 'inherit',
    env,
  });
  // The terminal sends SIGINT to the whole process group: the child shuts down on its own, once.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  const code = await new Promise<number>((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}
