import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { LoadFailed, Loading } from '~/components/load-state';
import { queryClient } from '~/features/session/query-client';
import { sessionAccount } from '~/features/session/session-state';
import { consentQuery } from './consent-calls';

// Loaded only when something is to be agreed: its form and checks stay off the app's first load.
const ConsentScreen = lazy(() =>
  import('./consent-screen').then((module) => ({ default: module.ConsentScreen })),
);

/**
 * The app behind the guardian's consent (DESIGN.md §9): a text whose current version they have not
 * agreed to (a new privacy policy, say) is asked for before any screen of the app shows.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const userId = sessionAccount.use()?.user.userId ?? '';
  const status = useQuery({ ...consentQuery(userId), enabled: userId !== '' });
  const label = 'ご同意の状況';
  if (status.isError)
    return (
      <div className="container page">
        <LoadFailed label={label} onRetry={() => void status.refetch()} />
      </div>
    );
  if (!status.data)
    return (
      <div className="container page">
        <Loading label={label} />
      </div>
    );
  if (status.data.outdated.length === 0) return children;
  return (
    <Suspense
      fallback={
        <div className="container page">
          <Loading label={label} />
        </div>
      }
    >
      <ConsentScreen
        userId={userId}
        status={status.data}
        onAgreed={(next) => queryClient().setQueryData(consentQuery(userId).queryKey, next)}
      />
    </Suspense>
  );
}
