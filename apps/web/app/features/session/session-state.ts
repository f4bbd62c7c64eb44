import type { ProfileResponse, UserInfoResponse } from '@hibi/contract';
import { externalStore } from '~/lib/external-store';
import { storedSessionProfile, storedSessionUser } from './client-storage';

/** Who is signed in: the account info and profile (§3's session user and session profile). */
export interface SessionAccount {
  user: UserInfoResponse;
  profile: ProfileResponse;
}

export const sessionAccount = externalStore<SessionAccount | null>(null);

export function rememberAccount(account: SessionAccount) {
  storedSessionUser.write(account.user);
  storedSessionProfile.write(account.profile);
  sessionAccount.set(account);
}

/** Display name (§3): last name, then first name; the address until the request is sent. */
export function displayName({ user, profile }: SessionAccount): string {
  return profile.lastName && profile.firstName ? `${profile.lastName} ${profile.firstName}` : user.email;
}
