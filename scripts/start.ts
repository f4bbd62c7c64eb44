// `npm start`: build what is missing or stale, then run the server (it migrates, seeds and serves)
// with its memory settings (decisions 0050 and 0053).
import { fileURLToPath } from 'node:url';
import { runWithMemorySettings } from './lib/memory-settings.ts';
import { ensureWebBuild } from './lib/web-build.ts';

ensureWebBuild();
await runWithMemorySettings(fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url)));
