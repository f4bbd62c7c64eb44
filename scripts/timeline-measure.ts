// `npm run measure:timeline`: what a family waits for, on the production build with the demo.
//  - JavaScript sent for /timeline/: every script a signed-in family's phone downloads to show the
//    timeline when it opens the app (cold cache), gzip -9; the budget is 150 KB;
//  - the time from tapping ログイン to the first 12 photos shown, median of MEASURE_RUNS (default 5),
//    each in a fresh browser profile, as a family's first sign-in on a phone.
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '#tests/support/chromium.ts';
import { signInToTimeline } from './lib/demo-sign-in.ts';
import { buildForProduction } from './lib/production-build.ts';
import { startProductionServer } from './lib/production-server.ts';

const runs = Math.max(1, Number(process.env.MEASURE_RUNS) || 5);
const budgetKb = 150;
const phone = { locale: 'ja-JP', viewport: { width: 375, height: 812 }, deviceScaleFactor: 3 };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Scripts (path → gzip bytes) a signed-in family downloads to open /timeline/ with an empty cache. */
async function timelineScripts(browser: Browser, baseUrl: string) {
  const context = await browser.newContext(phone);
  const signingIn = await context.newPage();
  await signInToTimeline(signingIn, baseUrl, 'demo@hibi.example');
  // Signed in (the session cookies stay), then an empty HTTP cache, as when the app is reopened.
  await (await context.newCDPSession(signingIn)).send('Network.clearBrowserCache');
  await signingIn.close();
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`${baseUrl}/timeline/`);
  const loaded = page.locator('.media-tile img.is-loaded');
  for (let waited = 0; (await loaded.count()) < 12; waited += 50) {
    if (waited > 30_000) throw new Error(`/timeline/ did not show 12 photos; it is at ${page.url()}`);
    await page.waitForTimeout(50);
  }
  await context.close();
  return scripts;
}

const build = await buildForProduction();
const server = await startProductionServer(build.dir, { demo: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const scripts = await timelineScripts(browser, server.url);
  const totalKb = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
  console.log(
    `JavaScript for /timeline/: ${totalKb.toFixed(1)} KB gzip in ${scripts.size} files (budget ${budgetKb} KB)`,
  );
  for (const [name, bytes] of [...scripts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.MEASURE_LIST) || 8)) {
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${name}`);
  }
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(phone);
    times.push(await signInToTimeline(await context.newPage(), server.url, 'demo@hibi.example'));
    await context.close();
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
