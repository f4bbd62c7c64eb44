// `node scripts/make-app-screens.ts`: real screenshots of the guardian app for the landing and
// parents pages, made from the demo on the production build at phone size (375 × 812, 2x), saved
// as WebP in apps/web/app/components/app-screens/, where the build names them by their content.
// Run again after the app's look changes; commit the files.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '#tests/support/chromium.ts';
import { appScreenNarrowWidth, appScreens } from '../apps/web/app/components/app-screens-content.ts';
import { signInToTimeline } from './lib/demo-sign-in.ts';
import { buildForProduction } from './lib/production-build.ts';
import { startProductionServer } from './lib/production-server.ts';

const outDir = fileURLToPath(new URL('../apps/web/app/components/app-screens/', import.meta.url));

/** How to reach each screen once signed in, by the screen's name in app-screens-content.ts. */
const steps: Record<string, (page: Page, base: string) => Promise<void>> = {
  timeline: async () => {},
  viewer: async (page) => {
    await page.locator('.media-tile').nth(1).click();
    await page.locator('.yarl__slide_current img').waitFor();
  },
  photomovie: async (page, base) => {
    await page.goto(`${base}/photomovie/`);
    await page.locator('.movie-card img').first().waitFor();
  },
};

async function shoot(page: Page, name: string) {
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(600);
  const png = await page.screenshot();
  await sharp(png)
    .webp({ quality: 78 })
    .toFile(path.join(outDir, `${name}.webp`));
  // The narrower copy a phone picks for the 240 px slot (srcset in components/app-screens.tsx).
  await sharp(png)
    .resize(appScreenNarrowWidth)
    .webp({ quality: 78 })
    .toFile(path.join(outDir, `${name}-${appScreenNarrowWidth}.webp`));
  console.log(`app-screens/${name}.webp and ${name}-${appScreenNarrowWidth}.webp`);
}

await mkdir(outDir, { recursive: true });
const build = await buildForProduction();
const server = await startProductionServer(build.dir, { demo: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const screen of appScreens) {
    const step = steps[screen.name];
    if (!step) throw new Error(`no way to reach the ${screen.name} screen`);
    const context = await browser.newContext({
      locale: 'ja-JP',
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await signInToTimeline(page, server.url, 'demo@hibi.example', 9);
    // The plan guide is for trial and free families; the paying demo family has none to close.
    await step(page, server.url);
    await shoot(page, screen.name);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await build.remove();
}
