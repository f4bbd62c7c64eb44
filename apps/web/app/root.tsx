import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { errorPageMeta } from '~/features/error-page/error-boundary';
import { useReloadOnPreloadError } from '~/features/error-page/use-chunk-reload';
import { useSlashForm } from '~/lib/use-slash-form';
import stylesheet from '~/styles/app.css?url';
import type { Route } from './+types/root';

export { ErrorBoundary } from '~/features/error-page/error-boundary';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The public origin for canonical and Open Graph URLs; it never changes, so it loads once. */
export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.publicUrl };
}

export function shouldRevalidate() {
  return false;
}

// Pages bring their own meta; the root's speaks only for the error page, which replaces them all.
export const meta: Route.MetaFunction = ({ error }) => (error === undefined ? [] : errorPageMeta(error));

export function Layout({ children }: { children: ReactNode }) {
  useSlashForm();
  useReloadOnPreloadError();
  return (
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fffaf2" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
