/**
 * Paths that keep their form: the 404 page, the API, built assets, signed media (whose keys, such
 * as a sign-up reference photo's, may have no extension) and files such as robots.txt.
 */
function isExempt(pathname: string): boolean {
  // '//host' would read as a protocol-relative URL in Location: never redirect it.
  if (pathname.startsWith('//')) return true;
  // React Router's own endpoints (/__manifest?p=…) answer only at their exact path.
  if (pathname.startsWith('/__')) return true;
  if (pathname === '/404' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) return true;
  if (pathname.startsWith('/media/')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

/**
 * The specification's rule: a path without a trailing slash moves permanently to the slash form,
 * keeping only the `type` query parameter (and the hash, which only the browser knows).
 * Returns the target URL, or null when the path is already in its final form.
 */
export function slashFormTarget(pathname: string, search = '', hash = ''): string | null {
  if (pathname.endsWith('/') || isExempt(pathname)) return null;
  const type = new URLSearchParams(search).get('type');
  const query = type === null ? '' : `?${new URLSearchParams({ type })}`;
  return `${pathname}/${query}${hash}`;
}
