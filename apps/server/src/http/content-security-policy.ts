import type { Settings } from '../settings/load-settings.ts';

/** The origin browsers POST sign-up photos to: the bucket when S3 is set, else this site. */
function uploadOrigins(settings: Settings): string[] {
  if (!settings.S3_BUCKET) return [];
  if (settings.S3_ENDPOINT) return [new URL(settings.S3_ENDPOINT).origin];
  return [
    `https://${settings.S3_BUCKET}.s3.${settings.S3_REGION}.amazonaws.com`,
    `https://s3.${settings.S3_REGION}.amazonaws.com`,
  ];
}

/**
 * The Content-Security-Policy directives: this site only, plus exactly the outside hosts that a
 * configured service needs (the upload bucket, the tag manager, the error-reporting service).
 * Scripts also need the per-response nonce, which helmet adds.
 */
export function cspDirectives(settings: Settings, secure: boolean) {
  const tagManager = settings.TAG_MANAGER_ID
    ? [
        'https://www.googletagmanager.com',
        'https://www.google-analytics.com',
        'https://*.google-analytics.com',
      ]
    : [];
  const errorReporting = settings.ERROR_REPORTING_DSN ? [new URL(settings.ERROR_REPORTING_DSN).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...tagManager.slice(0, 1)],
    imgSrc: ["'self'", 'data:', 'blob:', ...tagManager],
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'", ...uploadOrigins(settings), ...tagManager, ...errorReporting],
    // The service worker (/sw.js) and the web app manifest come from this site only.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: secure ? [] : null,
  };
}
