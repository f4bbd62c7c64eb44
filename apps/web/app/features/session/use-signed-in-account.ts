import { useEffect, useState } from 'react';
import { loadAccount } from './account';
import { sessionAccount } from './session-state';
import { mayHaveSession } from './token-store';

/**
 * The signed-in account, also on a page that did not load it (the marketing site, the error
 * page): asked for once when the isAuthorized cookie says a session may exist.
 */
export function useSignedInAccount() {
  const account = sessionAccount.use();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (account || checked) return;
    setChecked(true);
    if (mayHaveSession()) loadAccount().catch(() => undefined);
  }, [account, checked]);
  return account;
}
