// `npm start`: build what is missing or stale, then run the server (it migrates, seeds and serves)
// with glibc's malloc arenas capped (decision 0050).
import { fileURLToPath } from 'node:url';
import { runWithCappedArenas } from './lib/glibc-arenas.ts';
import { ensureWebBuild } from './lib/web-build.ts';

ensureWebBuild();
await runWithCappedArenas(fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url)));
