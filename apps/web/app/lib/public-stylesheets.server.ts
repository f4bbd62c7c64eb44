import { readFileSync } from 'node:fs';
import marketingStylesheet from '~/styles/marketing-site.css?url';
import siteStylesheet from '~/styles/site.css?url';

// The public pages' two stylesheets (6.6 KB gzip together) are written into their HTML; the app's
// and the console's pages, opened again and again, keep fetching theirs once and caching it.
const inlinable = new Set([siteStylesheet, marketingStylesheet]);
const texts = new Map<string, string | undefined>();

/** The text of a public stylesheet from the client build beside this server bundle, if there is one. */
export function publicStylesheetText(href: string): string | undefined {
  if (!inlinable.has(href)) return undefined;
  if (!texts.has(href)) texts.set(href, readBuilt(href));
  return texts.get(href);
}

function readBuilt(href: string): string | undefined {
  try {
    // build/server/index.js beside build/client/assets/*.css; the development server has no files.
    return readFileSync(new URL(`../client${href}`, import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
}
