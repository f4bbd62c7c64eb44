import { data, redirect } from 'react-router';
import { ApiError } from './api-error';

interface SignedOut {
  /** Forgets the refused session on this device. */
  endLocally: () => void;
  /** The sign-in page that comes back to `next` afterwards. */
  signinUrlFor: (next: string) => string;
}

/**
 * The guardians' and the console's loaders check a session the same way: a refused session goes
 * to sign-in with the page to come back to; 5xx → the error page with that status.
 */
export async function sessionOrSignin<Session>(
  request: Request,
  load: () => Promise<Session>,
  { endLocally, signinUrlFor }: SignedOut,
): Promise<Session> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500) throw data(null, { status: error.status });
    // Offline or a broken answer: the error page's 500 text says to try again later.
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    endLocally();
    const url = new URL(request.url);
    throw redirect(signinUrlFor(url.pathname + url.search));
  }
}
