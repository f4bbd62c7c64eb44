import { type ReactNode, useEffect, useRef } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { errorPageMeta } from '~/features/error-page/error-boundary';
import { useReloadOnPreloadError } from '~/features/error-page/use-chunk-reload';
import { onSessionEnd } from '~/features/session/session-end';
import { type ThirdPartyIds, ThirdPartyTags } from '~/features/telemetry/third-party-tags';
import { AppShell } from '~/layouts/app-shell';
import { stylesheet } from '~/lib/layout-styles';
import { deletePageCaches, registerServiceWorker } from '~/lib/register-service-worker';
import { hasJapaneseSystemFont, useSystemFontPage } from '~/lib/system-font';
import { useAfterLoad } from '~/lib/use-after-load';
import { useScrollToHashWhenShown } from '~/lib/use-scroll-to-hash';
import { useSlashForm } from '~/lib/use-slash-form';
import fontsStylesheet from '~/styles/fonts.css?url';
import siteStylesheet from '~/styles/site.css?url';
import type { Route } from './+types/root';

export { ErrorBoundary } from '~/features/error-page/error-boundary';

export const links: Route.LinksFunction = () => [
  stylesheet(siteStylesheet),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // 'Add to home screen' opens the guardian app full screen as ひびフォト.
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/**
 * The public origin for canonical and Open Graph URLs, the outside services the server's settings
 * switch on (with this response's nonce for their loader), and the address mail comes from (the
 * code screens name it, decision 0080); it loads once.
 */
export function loader({ context }: Route.LoaderArgs) {
  const thirdParty: ThirdPartyIds = { ...context.thirdParty, nonce: context.cspNonce };
  return { publicUrl: context.publicUrl, thirdParty, mailSender: context.mailSender };
}

export function shouldRevalidate() {
  return false;
}

// Pages bring their own meta; the root's speaks only for the error page, which replaces them all.
export const meta: Route.MetaFunction = ({ error }) => (error === undefined ? [] : errorPageMeta(error));

export function Layout({ children }: { children: ReactNode }) {
  useSlashForm();
  useReloadOnPreloadError();
  useScrollToHashWhenShown();
  // Undefined on the error page when the root loader itself failed.
  const rootData = useRouteLoaderData<typeof loader>('root');
  useEffect(() => {
    registerServiceWorker();
    // Pages the service worker kept go with the session; no family's data stays on the device.
    return onSessionEnd(() => void deletePageCaches());
  }, []);
  return (
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fffaf2" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content="ひびフォト" />
        <meta name="apple-mobile-web-app-status-bar-style" content="default" />
        <Meta />
        <Links />
        <ThirdPartyTags ids={rootData?.thirdParty} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
        <FontStylesheet />
      </body>
    </html>
  );
}

/**
 * Noto Sans JP must not slow the first render: its 200 kB of @font-face rules and the relayout
 * that every arriving subset causes would. So the stylesheet is added once the page has loaded
 * and the browser is idle. Until then, and without JavaScript, the system Japanese font shows;
 * the signed-in app keeps it, and so do phones and Macs, whose own fonts are Noto Sans CJK or
 * Hiragino (lib/system-font.ts).
 */
function FontStylesheet() {
  const ready = useAfterLoad();
  const systemFontPage = useSystemFontPage();
  // Once added it stays, so that moving into the app never changes the letters under the eye.
  const added = useRef(false);
  if (ready && !systemFontPage && !hasJapaneseSystemFont(navigator.userAgent)) added.current = true;
  return added.current ? <link rel="stylesheet" href={fontsStylesheet} /> : null;
}

export default function App() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
