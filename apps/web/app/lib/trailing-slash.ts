import { slashFormTarget } from '@hibi/domain';

/**
 * Where a slash-less URL belongs (specification §2): the path plus '/', keeping only the `type`
 * query parameter and the hash; null when the URL is already final (slash form, /404, files,
 * /api/ and /assets/). The rule itself lives in @hibi/domain, so the server's 301 and the
 * browser's replace-navigation can never disagree. No React here: Node can import this file.
 */
export function toSlashForm(pathname: string, search: string, hash: string): string | null {
  return slashFormTarget(pathname, search, hash);
}

/** The slash form of a bare pathname, for canonical and Open Graph URLs. */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}
