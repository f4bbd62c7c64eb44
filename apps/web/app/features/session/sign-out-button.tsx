import { LogOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// Loaded on the first tap: the header is on every marketing page, which need none of it.
const SignOutDialog = lazy(() => import('./sign-out-dialog'));

/** ログアウト, asked once more in a dialog: a stray tap beside the profile never signs a family out. */
export function SignOutButton({ className }: { className: string }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button className={className} type="button" onClick={() => setAsking(true)}>
        <LogOut aria-hidden="true" size={18} />
        ログアウト
      </button>
      {asking ? (
        <Suspense fallback={null}>
          <SignOutDialog onCancel={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
