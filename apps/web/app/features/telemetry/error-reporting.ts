let started = false;

/**
 * Sends the browser's uncaught errors to Sentry. Its SDK loads as a chunk of its own, only when a
 * DSN is configured, so nobody else downloads it. Sentry's default of sending no personal data stays.
 */
export function startErrorReporting(dsn: string) {
  if (started) return;
  started = true;
  void import('@sentry/browser')
    .then((Sentry) => Sentry.init({ dsn, tracesSampleRate: 0 }))
    .catch(() => {
      // Reporting is best effort: a blocked script must never break the page.
      started = false;
    });
}
