import { ensureWebBuild } from '../../scripts/lib/web-build.ts';

/** Vitest global setup: the server under test serves the current web app. */
export default function setup() {
  ensureWebBuild();
}
