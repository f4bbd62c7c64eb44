import { Component, type ReactNode, Suspense } from 'react';
import { type MetaDescriptor, useRouteError } from 'react-router';
import { documentTitle } from '~/lib/page-meta';
import { ErrorFallback, ErrorPage } from './error-page';
import { errorStatus } from './error-status';
import { useReloadOnChunkError } from './use-chunk-reload';

/** The root route's ErrorBoundary: reloads after a failed chunk import, else shows the error page. */
export function ErrorBoundary() {
  // Read from the hook, not props: React Router injects props only into boundaries declared in
  // the route module itself, and root.tsx re-exports this one.
  const error = useRouteError();
  useReloadOnChunkError(error);
  return (
    <ErrorPageGuard>
      {/* Class boundaries do not run during server rendering; a throw inside Suspense makes
          React send this fallback instead, and the guard takes over in the browser. */}
      <Suspense fallback={<ErrorFallback />}>
        <ErrorPage status={errorStatus(error)} />
      </Suspense>
    </ErrorPageGuard>
  );
}

/** Title and noindex for the error page; the root route's meta uses it whenever an error is shown. */
export function errorPageMeta(error: unknown): MetaDescriptor[] {
  const status = errorStatus(error);
  return [
    { title: documentTitle(status === 404 ? 'ページが見つかりません' : 'エラー', 'default') },
    { name: 'robots', content: 'noindex' },
  ];
}

// React offers error boundaries only as classes: this one catches a failing error page.
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
