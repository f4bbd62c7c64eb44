import { useEffect } from 'react';
import { startErrorReporting } from './error-reporting';

/**
 * The outside services of specification §7 (a tag manager, an error-reporting service), each on
 * only when the server's settings name it (TAG_MANAGER_ID, ERROR_REPORTING_DSN); the CSP then
 * allows exactly its hosts. With neither set, no request leaves the page.
 */
export interface ThirdPartyIds {
  /** A Google Tag Manager container ID, GTM-XXXXXXX. */
  tagManagerId?: string;
  /** A Sentry DSN. */
  errorReportingDsn?: string;
  /** This response's CSP nonce for the tag manager's loader. */
  nonce?: string;
}

export function ThirdPartyTags({ ids }: { ids: ThirdPartyIds | undefined }) {
  const dsn = ids?.errorReportingDsn;
  useEffect(() => {
    if (dsn) startErrorReporting(dsn);
  }, [dsn]);
  if (!ids?.tagManagerId) return null;
  return (
    <>
      {/* The tag manager's own start-up: a data layer marked with the start time. */}
      <script
        nonce={ids.nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed snippet, no user data in it
        dangerouslySetInnerHTML={{
          __html:
            "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
        }}
      />
      <script
        nonce={ids.nonce}
        async
        src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManagerId)}`}
      />
    </>
  );
}
