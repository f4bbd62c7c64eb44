import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeForm, expanded } from './stripe-stand-in-form.ts';
import { authenticatePayment, listInvoices } from './stripe-stand-in-invoices.ts';
import { StandInError, StandInStore } from './stripe-stand-in-store.ts';
import {
  cancelSubscription,
  createSubscription,
  listSubscriptions,
  renewSubscription,
  updateSubscription,
} from './stripe-stand-in-subscriptions.ts';

/** One request as the stand-in received it, for assertions on idempotency keys and versions. */
export type StandInRequest = {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | null;
  apiVersion: string | null;
};

type Handler = (id: string, params: Record<string, unknown>) => object;
type Answer = { status: number; body: object };

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/**
 * A local HTTP server speaking the part of Stripe's REST API the provider uses, so the official SDK
 * is tested end to end (pointed at it by host and port) without the network. Writes replay their
 * first answer for a repeated Idempotency-Key, as Stripe's do.
 */
export async function startStripeStandIn(options: { productId: string; now?: () => Date }) {
  const store = new StandInStore(() => Math.floor((options.now?.() ?? new Date()).getTime() / 1000));
  const routes: Record<string, Handler> = {
    'POST /v1/customers': (_id, params) => store.customer(params),
    'POST /v1/customers/:id': (id, params) => store.updateCustomer(id, params),
    'POST /v1/setup_intents': (_id, params) => store.setupIntent(params),
    'GET /v1/setup_intents/:id': (id) => store.get(id, 'setup_intent'),
    'GET /v1/payment_intents/:id': (id) => store.get(id, 'payment_intent'),
    'POST /v1/subscriptions': (_id, params) => createSubscription(store, params, options.productId),
    'GET /v1/subscriptions': (_id, params) => listSubscriptions(store, params),
    'GET /v1/subscriptions/:id': (id) => store.get(id, 'subscription'),
    'POST /v1/subscriptions/:id': (id, params) => updateSubscription(store, id, params),
    'DELETE /v1/subscriptions/:id': (id) => cancelSubscription(store, id),
    'GET /v1/invoices': (_id, params) => listInvoices(store, params),
  };
  const source = {
    find: (id: string) => {
      const found = store.objects.get(id);
      return found && structuredClone(found);
    },
    includable: (id: string, field: string) => structuredClone(store.includables.get(id)?.[field]),
  };
  const requests: StandInRequest[] = [];
  const replays = new Map<string, { fingerprint: string; answer: Answer }>();

  function answer(method: string, path: string, params: Record<string, unknown>): Answer {
    const id = path.split('/')[3] ?? '';
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${path.replace(/[^/]+$/, ':id')}`];
    if (!handler)
      return {
        status: 404,
        body: {
          error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
        },
      };
    try {
      const result = handler(id, params) as Record<string, unknown>;
      return { status: 200, body: expanded(result, params.expand, source) };
    } catch (error) {
      if (error instanceof StandInError) return { status: error.status, body: { error: error.error } };
      throw error;
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    let text = '';
    for await (const chunk of request) text += chunk;
    const params = { ...decodeForm(url.search.slice(1)), ...decodeForm(text) };
    const method = request.method ?? 'GET';
    const idempotencyKey = header(request, 'idempotency-key');
    requests.push({
      method,
      path: url.pathname,
      params,
      idempotencyKey,
      apiVersion: header(request, 'stripe-version'),
    });

    let result: Answer;
    if (!header(request, 'authorization')?.startsWith('Bearer sk_')) {
      result = {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      };
    } else if (idempotencyKey && method !== 'GET') {
      const fingerprint = `${method} ${url.pathname} ${JSON.stringify(params)}`;
      const earlier = replays.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        const message =
          'Keys for idempotent requests can only be used with the same parameters they were first used with.';
        result = { status: 400, body: { error: { type: 'idempotency_error', message } } };
      } else {
        if (earlier) response.setHeader('Idempotent-Replayed', 'true');
        result = earlier?.answer ?? answer(method, url.pathname, params);
        replays.set(idempotencyKey, { fingerprint, answer: result });
      }
    } else {
      result = answer(method, url.pathname, params);
    }
    response.writeHead(result.status, {
      'content-type': 'application/json',
      'request-id': `req_${requests.length}`,
    });
    response.end(JSON.stringify(result.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** A stored object as Stripe holds it now. */
    object: (id: string) => store.objects.get(id),
    objectsOf: (kind: string) => [...store.objects.values()].filter((object) => object.object === kind),
    /** What Stripe.js does when the guardian submits the card form with a test card. */
    confirmSetupIntent: (setupIntentId: string, testPaymentMethod: string) =>
      store.confirmSetupIntent(setupIntentId, testPaymentMethod),
    /** What Stripe.js does when the guardian approves or abandons 3-D Secure for a charge. */
    authenticatePayment: (clientSecret: string, approve: boolean) =>
      authenticatePayment(store, clientSecret, approve),
    /** The next month begins: Stripe bills the subscription's card. */
    renew: (subscriptionId: string) => renewSubscription(store, subscriptionId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}
