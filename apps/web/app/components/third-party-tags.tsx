/**
 * Hook point for third-party tags (specification §7: a tag manager and an error-reporting
 * service), rendered by the root layout. Nothing is configured yet: the root loader passes an
 * empty object, because the load context carries only publicUrl (and the server has no such
 * settings). To switch a tag on:
 *   1. add the optional ID to the server settings and to AppLoadContext (apps/web/app/load-context.ts);
 *   2. return it from the root loader's `thirdParty`;
 *   3. render its loader script here, with `nonce` from the load context (the CSP allows only
 *      same-origin and nonce'd scripts) and the vendor's host added to the CSP.
 * Until then this renders nothing, so no third-party request leaves the page.
 */
export interface ThirdPartyIds {
  /** e.g. a Google Tag Manager container ID, GTM-XXXXXXX. */
  tagManagerId?: string;
  /** e.g. a Sentry DSN. */
  errorReportingDsn?: string;
}

export function ThirdPartyTags({ ids }: { ids: ThirdPartyIds | undefined }) {
  if (!ids?.tagManagerId && !ids?.errorReportingDsn) return null;
  // Step 3 above goes here once an ID can be configured.
  return null;
}
