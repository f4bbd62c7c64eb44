import type { Settings } from '../settings/load-settings.ts';

/** The bucket's origins when S3 is set: media are read from it through presigned URLs. */
function bucketOrigins(settings: Settings): string[] {
  if (!settings.S3_BUCKET) return [];
  if (settings.S3_ENDPOINT) return [new URL(settings.S3_ENDPOINT).origin];
  return [
    `https://${settings.S3_BUCKET}.s3.${settings.S3_REGION}.amazonaws.com`,
    `https://s3.${settings.S3_REGION}.amazonaws.com`,
  ];
}

/**
 * The Content-Security-Policy directives: this site only, plus exactly the outside hosts that a
 * configured service needs (the media bucket, Stripe, the tag manager, the error-reporting service).
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
  // Stripe.js and its card frames, only when Stripe takes the payments (docs.stripe.com CSP list).
  const stripe = settings.STRIPE_PUBLISHABLE_KEY ? ['https://js.stripe.com'] : [];
  const stripeFrames = stripe.length ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = stripe.length ? ['https://api.stripe.com'] : [];
  const bucket = bucketOrigins(settings);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...tagManager.slice(0, 1), ...stripe],
    imgSrc: ["'self'", 'data:', 'blob:', ...bucket, ...tagManager],
    mediaSrc: ["'self'", 'blob:', ...bucket],
    frameSrc: ["'self'", ...stripeFrames],
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'", ...bucket, ...tagManager, ...errorReporting, ...stripeApi],
    // The service worker (/sw.js) and the web app manifest come from this site only.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: secure ? [] : null,
  };
}
