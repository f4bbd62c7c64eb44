import { type ReactNode, useDeferredValue } from 'react';
import { useLocation } from 'react-router';

/**
 * The part of a long page that the browser renders (§2) under its first screen. It renders just
 * after the first screen has been committed, in a pass React may interrupt, so the page's largest
 * paint at the top waits for the top alone. Meanwhile a screen's height holds its place, so the
 * footer stays out of view instead of jumping. With a section in the address (#price) it all
 * renders at once, for the browser to scroll there. Only for client-only pages: on the server it
 * would render the placeholder, and the HTML would lack the rest.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const { hash } = useLocation();
  const shown = useDeferredValue(true, hash !== '');
  return shown ? children : <div className="below-the-fold-pending" />;
}
