import { type ReactNode, useEffect } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { ToastHost } from '~/components/toast-host';
import { ErrorPage } from '~/features/error-page/error-page';
import { LoadingBar } from '~/features/loading-bar/loading-bar';
import { errorPageStatus, setNavigator } from '~/features/session/app-signals';
import { useAnalyticsUser } from '~/features/telemetry/use-analytics-user';

/**
 * What every page sits in: the loading bar, the toast, and the error page that replaces the screen
 * when an API call answers 500 or 503 (§8). Hands the session layer React Router's navigate.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const status = errorPageStatus.use();
  const root = useRouteLoaderData<{ thirdParty?: { tagManagerId?: string } }>('root');
  useAnalyticsUser(Boolean(root?.thirdParty?.tagManagerId));
  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return (
    <>
      <LoadingBar />
      {status === null ? children : <ErrorPage status={status} />}
      <ToastHost />
    </>
  );
}
