import { data, redirect } from 'react-router';
import { ApiError } from './api-error';

interface SignedOut {
  /** Forgets the session on this device once the server has refused it. */
  endLocally: () => void;
  /** The sign-in page that leads back to `next`. */
  signinUrlFor: (next: string) => string;
}

/**
 * The part of a route loader's session check the guardian app and the console share: the session's
 * owner, or a thrown answer. A refused session → its sign-in page with the page to come back to;
 * 5xx → the error page with that status.
 */
export async function loadSession<T>(
  request: Request,
  load: () => Promise<T>,
  signedOut: SignedOut,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500) throw data(null, { status: error.status });
    // Offline or a broken answer: the error page's 500 text says to try again later.
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    signedOut.endLocally();
    const url = new URL(request.url);
    throw redirect(signedOut.signinUrlFor(url.pathname + url.search));
  }
}
