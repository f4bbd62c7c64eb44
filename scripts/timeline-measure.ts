// `npm run measure:timeline`: what a family waits for, on the production build with the demo.
//  - JavaScript sent for /timeline/: every script the signed-in timeline loads, gzip -9 (budget 150 KB);
//  - the time from tapping ログイン to the first 12 photos shown, median of MEASURE_RUNS (default 5).
// Each run uses a fresh browser profile, as a family's first sign-in on a phone would.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts';
import { signInToTimeline } from './lib/demo-sign-in.ts';
import { buildForProduction } from './lib/production-build.ts';
import { startProductionServer } from './lib/production-server.ts';

const runs = Math.max(1, Number(process.env.MEASURE_RUNS) || 5);
const budgetKb = 150;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const build = await buildForProduction();
const server = await startProductionServer(build.dir, { demo: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const times: number[] = [];
  let scripts = new Map<string, number>();
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      locale: 'ja-JP',
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 3,
    });
    const page = await context.newPage();
    const seen = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) seen.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
    });
    times.push(await signInToTimeline(page, server.url, 'demo@hibi.example'));
    scripts = seen;
    await context.close();
  }
  const totalKb = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
  console.log(
    `JavaScript for /timeline/ (sign-in screen included): ${totalKb.toFixed(1)} KB gzip in ${scripts.size} files (budget ${budgetKb} KB)`,
  );
  for (const [name, bytes] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${name}`);
  }
  console.log(
    `Tap ログイン → 12 photos shown: median ${Math.round(median(times))} ms (runs: ${times.map(Math.round).join(', ')} ms)`,
  );
  if (totalKb > budgetKb) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
  await build.remove();
}
