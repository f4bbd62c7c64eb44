import type { FastifyInstance } from 'fastify';

/**
 * Browser features no page of ours uses are switched off, so an injected script cannot reach
 * them either; the payment request API stays open to Stripe's card form.
 */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'interest-cohort=()',
  'browsing-topics=()',
  'payment=(self "https://js.stripe.com")',
].join(', ');

/**
 * Permissions-Policy on every answer; API answers carry personal data and tokens, so no cache
 * (browser, proxy or back button) keeps them unless a route says otherwise.
 */
export function registerPrivacyHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
