// `node scripts/run-with-memory-settings.ts <entry.ts> [args…]`: runs the entry with the memory
// settings `npm start` gives the server (scripts/lib/memory-settings.ts, decisions 0050 and 0053):
// `npm run worker` and `npm run bench:pipeline`, so the bench measures what a worker has.
import path from 'node:path';
import { runWithMemorySettings } from './lib/memory-settings.ts';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-with-memory-settings.ts <entry.ts> [args…]');
  process.exit(2);
}
await runWithMemorySettings(path.resolve(entry), args);
