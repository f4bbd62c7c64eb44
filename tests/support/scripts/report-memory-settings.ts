// Entry run by memory-settings.int.test.ts: prints what it was started with, then exits with 3.
const semiSpace = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].filter((flag) =>
  flag.startsWith('--max-semi-space-size'),
);
console.log(
  JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX ?? null, semiSpace, args: process.argv.slice(2) }),
);
process.exit(3);
