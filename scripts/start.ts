// `npm start`: build what is missing or stale, then run the server (it migrates, seeds and serves).
import { ensureWebBuild } from './lib/web-build.ts';

ensureWebBuild();
await import('../apps/server/src/main.ts');
