import { existsSync } from 'node:fs';

/** Chromium for browser tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

/** Flags for headless Chromium on a machine without a network beyond loopback. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
