import { externalStore } from '~/lib/external-store';

// What the session layer tells the app shell, which owns the router and the screen: the status
// whose error page should replace the screen (§8), and where to navigate.

/** A status whose error page covers the app (500, 503, …), or null. */
export const errorPageStatus = externalStore<number | null>(null);

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigate: Navigate | null = null;

/** Set by the app shell with React Router's navigate. */
export function setNavigator(next: Navigate | null) {
  navigate = next;
}

/** Client-side navigation when the router is there, a page load otherwise. */
export function goTo(to: string, options?: { replace?: boolean }) {
  if (navigate) navigate(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
