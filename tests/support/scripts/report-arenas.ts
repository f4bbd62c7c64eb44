// Entry run by capped-arenas.int.test.ts: prints what it was started with, then exits with 3.
console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX ?? null, args: process.argv.slice(2) }));
process.exit(3);
