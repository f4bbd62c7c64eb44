import { existsSync } from 'node:fs';

/**
 * Chromium for browser tests: CHROMIUM_PATH, else Debian's headless shell (the same engine without
 * the desktop browser around it: about a third less CPU a page), else Debian's full Chromium.
 */
export function chromiumPath(): string | undefined {
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  return candidates.find((candidate) => existsSync(candidate));
}

/**
 * The full Chromium (in its new headless mode) where a test needs notifications: the headless
 * shell has none (Notification.permission stays 'denied'). CI installs both.
 */
export function fullChromiumPath(): string | undefined {
  return ['/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ?? chromiumPath();
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
