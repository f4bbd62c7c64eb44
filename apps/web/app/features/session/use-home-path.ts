import { canUseApp } from './account-routing';
import { useSignedInAccount } from './use-signed-in-account';

/** Where "home" is: the timeline for a signed-in family that may use the app, else the top page. */
export function useHomePath(): '/timeline/' | '/' {
  const account = useSignedInAccount();
  return account && canUseApp(account.user.status) ? '/timeline/' : '/';
}
