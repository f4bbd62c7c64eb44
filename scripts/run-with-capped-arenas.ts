// `node scripts/run-with-capped-arenas.ts <entry.ts> [args…]`: runs the entry with glibc's malloc
// arenas capped, as `npm start` runs the server (scripts/lib/glibc-arenas.ts, decision 0050):
// `npm run worker` and `npm run bench:pipeline`, so the bench measures the memory the worker has.
import path from 'node:path';
import { runWithCappedArenas } from './lib/glibc-arenas.ts';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-with-capped-arenas.ts <entry.ts> [args…]');
  process.exit(2);
}
await runWithCappedArenas(path.resolve(entry), args);
