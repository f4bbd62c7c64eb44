// A Chromium that has signed in a demo family, for Lighthouse to audit the guardian app. The
// session lives in the profile's cookies (the refresh token), so Lighthouse's own tab is signed in
// too once it keeps storage (--disable-storage-reset).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.ts';
import { signInToTimeline } from './demo-sign-in.ts';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function signedInChromium(baseUrl: string, email: string) {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'hibi-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
    locale: 'ja-JP',
  });
  const page = await context.newPage();
  await signInToTimeline(page, baseUrl, email);
  await page.close();
  return {
    lighthouseFlags: [`--port=${port}`, '--disable-storage-reset'],
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
