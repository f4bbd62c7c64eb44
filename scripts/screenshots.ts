// Full-page screenshots of the marketing pages at three widths, from the production build on the
// real server: `node scripts/screenshots.ts [outDir] [path…]` (default tmp/screenshots and the
// five main pages). For looking at the layout by eye; nothing is compared automatically.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '#tests/support/chromium.ts';
import { buildForProduction } from './lib/production-build.ts';
import { startProductionServer } from './lib/production-server.ts';

const [outArg, ...pathArgs] = process.argv.slice(2);
const pages = pathArgs.length > 0 ? pathArgs : ['/', '/parents/', '/case/001/', '/faq/', '/contact/'];
const widths = [375, 960, 1440];
const outDir = path.resolve(outArg ?? 'tmp/screenshots');

const build = await buildForProduction();
await mkdir(outDir, { recursive: true });
const server = await startProductionServer(build.dir);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const width of widths) {
    const context = await browser.newContext({ locale: 'ja-JP', viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const pagePath of pages) {
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      // Noto Sans JP is switched on once the page is idle (root.tsx); wait for it to apply.
      await page.waitForSelector('link[href*="/assets/fonts-"]', { state: 'attached' });
      await page.waitForLoadState('networkidle');
      await page.evaluate('document.fonts.ready');
      const name = `${pagePath.replaceAll('/', '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await build.remove();
}
