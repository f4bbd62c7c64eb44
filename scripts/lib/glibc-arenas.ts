// glibc gives each thread that allocates its own malloc arena and keeps what is freed in it. The
// server's face threads, onnxruntime's and libvips' threads each held on to their own (a
// 1,000-photo day peaked at about 1,200 MiB); two arenas shared by all threads peak some 200 MiB
// lower at the same CPU (decision 0050). glibc reads MALLOC_ARENA_MAX only when a process starts,
// so an entry point that lacks it runs itself again in a child process that has it.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const MALLOC_ARENA_MAX = '2';

/** Only glibc reads the variable; elsewhere (macOS, Windows, musl) the entry runs as it is. */
function needsRelaunch(env: NodeJS.ProcessEnv): boolean {
  const glibc = Boolean(
    (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } })?.header
      ?.glibcVersionRuntime,
  );
  return glibc && env.MALLOC_ARENA_MAX === undefined;
}

/**
 * Runs `entry` (a path) in this process when glibc's arenas are already capped or glibc is absent,
 * else in a child with MALLOC_ARENA_MAX set, whose exit code becomes this process's. Ctrl-C
 * reaches the child from the terminal itself; SIGTERM and SIGHUP sent to this process are passed on.
 */
export async function runWithCappedArenas(entry: string, args: string[] = []): Promise<void> {
  if (!needsRelaunch(process.env)) {
    // The entry reads its arguments as if it had been started itself.
    process.argv.splice(1, process.argv.length, entry, ...args);
    await import(pathToFileURL(entry).href);
    return;
  }
  const child = spawn(process.execPath, [...process.execArgv, entry, ...args], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX },
  });
  // The terminal sends SIGINT to the whole process group: the child shuts down on its own, once.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  const code = await new Promise<number>((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}
