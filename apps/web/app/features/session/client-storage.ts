// The client storage items of specification §3, in one place with their keys. Session items live
// in sessionStorage (they end with the tab, and sign-out clears them); the two remembered choices
// (the plan guide alert, the swipe description) in localStorage, so they stay dismissed.

type Area = 'session' | 'local';

function area(kind: Area): Storage | null {
  try {
    return typeof window === 'undefined'
      ? null
      : kind === 'session'
        ? window.sessionStorage
        : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the app then keeps memory only.
    return null;
  }
}

/** One stored item, read and written as JSON. */
export interface StoredItem<T> {
  read(): T | null;
  write(value: T): void;
  clear(): void;
}

function item<T>(key: string, kind: Area): StoredItem<T> {
  return {
    read() {
      const raw = area(kind)?.getItem(key);
      if (raw == null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        area(kind)?.setItem(key, JSON.stringify(value));
      } catch {
        // A full or disabled storage only loses the convenience, never the session in memory.
      }
    },
    clear() {
      area(kind)?.removeItem(key);
    },
  };
}

export const storedAccessToken = item<string>('hibi.accessToken', 'session');
export const storedSessionUser = item<unknown>('hibi.sessionUser', 'session');
export const storedSessionProfile = item<unknown>('hibi.sessionProfile', 'session');
/** The address of a sign-up or password reset in progress (§4: read as JSON). */
export const storedSignupEmail = item<string>('hibi.signupEmail', 'session');
export const storedResetEmail = item<string>('hibi.resetEmail', 'session');
/** Sign-up step 3's answers, so a reload or a trip to the mailbox does not lose them. */
export const storedTemporaryProfile = item<Record<string, unknown>>('hibi.temporaryProfile', 'session');
/** Set while a guardian went back from the photos to fix step 3: a reload stays there (decision 0039). */
export const storedSignupBack = item<boolean>('hibi.signupBack', 'session');
/** The console's access token: its own key, so a guardian's sign-out or sign-in never touches it. */
export const storedAdminAccessToken = item<string>('hibi.adminAccessToken', 'session');
export const storedPlanGuideDismissed = item<boolean>('hibi.planGuideDismissed', 'local');
export const storedSwipeDescriptionSeen = item<boolean>('hibi.swipeDescriptionSeen', 'local');
/** Visits of the timeline that showed photos, and the closed push card (decision 0081). */
export const storedPushOfferVisits = item<number>('hibi.pushOfferVisits', 'local');
export const storedPushOfferDismissed = item<boolean>('hibi.pushOfferDismissed', 'local');
/**
 * The facility code of the nursery's invite link (/signup/?facility=…): kept on the device, so a
 * sign-up finished after signing in again, or on another day, still knows its nursery.
 */
export const storedInviteFacility = item<string>('hibi.inviteFacility', 'local');
/** The facility the console's day screens last worked on, on this device (upload, fairness, review). */
export const storedAdminFacility = item<string>('hibi.adminFacility', 'local');

/** The child the app's screens last showed on this device, for a family with several (§3's list). */
export const storedSelectedChild = item<string>('hibi.selectedChild', 'local');

/** Sign-out: every item of the session goes; the remembered choices stay. */
export function clearSessionStorage() {
  for (const stored of [
    storedAccessToken,
    storedSessionUser,
    storedSessionProfile,
    storedSignupEmail,
    storedResetEmail,
    storedTemporaryProfile,
    storedSignupBack,
  ]) {
    stored.clear();
  }
}
