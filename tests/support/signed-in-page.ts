import type { Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { type BrowserSuite, openPage } from './browser.ts';
import { testPassword } from './fixtures.ts';
import { expectPath, signInOnPage } from './guardian-pages.ts';

/** Keeps a full-page screenshot at `path` when the test fails, to see what the page showed. */
export function screenshotOnFailure(page: Page, path: string) {
  onTestFailed(() => page.screenshot({ path, fullPage: true }).then(() => undefined));
}

type SignedInOptions = {
  email: string;
  /** The page's width in CSS px; a phone's 375 by default. */
  width?: number;
  /** The sign-in a signed-out page sends to: the guardians' by default, or the console's. */
  signin?: '/signin/' | '/admin/signin/';
  /** Where a failing test's screenshot goes; none by default. */
  failureShot?: string;
};

/**
 * A page that opened `path` signed out, was sent to the sign-in, signed in there as `email` with
 * the test password and came back to `path`.
 */
export async function signedInAt(
  suite: BrowserSuite,
  path: string,
  { email, width = 375, signin = '/signin/', failureShot }: SignedInOptions,
) {
  const opened = await openPage(suite.browser, { width });
  if (failureShot) screenshotOnFailure(opened.page, failureShot);
  await opened.page.goto(`${suite.server.url}${path}`);
  await expectPath(opened.page, `${signin}?next=${encodeURIComponent(path)}`);
  await signInOnPage(opened.page, email, testPassword);
  await expectPath(opened.page, path);
  return opened;
}
