import { loginAs } from './fixtures.ts';

export type Answer<Body = Record<string, unknown>> = { status: number; body: Body };

/**
 * A guardian paying through the real HTTP API and the built-in test provider, as the browser does:
 * card setup, the test provider's card form and authentication screen, subscribe, leave.
 */
export async function billingClient(serverUrl: string, guardian: { id: string; email: string }) {
  let headers = (await loginAs(serverUrl, guardian.email)).headers;

  async function call<Body = Record<string, unknown>>(method: string, path: string, body?: unknown) {
    const response = await fetch(`${serverUrl}/api/${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Body };
  }
  const user = `users/${guardian.id}`;
  const intentOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

  return {
    call,
    /** Signs in again: the access token lives 300 s, and tests move the clock by weeks. */
    async signInAgain() {
      headers = (await loginAs(serverUrl, guardian.email)).headers;
    },
    /** Setup, the card typed into the test form, the authentication answered, then validate. */
    async registerCard(number: string, options: { approve?: boolean } = {}) {
      const setup = await call<{ setupIntentId: string; clientSecret: string }>(
        'POST',
        `${user}/settlement/setup`,
      );
      const { clientSecret } = setup.body;
      const card = { number, expiry: '12/34', cvc: '123' };
      const confirmed = await call('POST', `test-payments/intents/${intentOf(clientSecret)}/confirm`, {
        clientSecret,
        card,
      });
      if (confirmed.status !== 200) return confirmed;
      if (confirmed.body.status === 'requires_action') {
        const approve = options.approve ?? true;
        const answer = await call('POST', `test-payments/intents/${intentOf(clientSecret)}/authenticate`, {
          clientSecret,
          approve,
        });
        if (answer.status !== 200) return answer;
      }
      return call('POST', `${user}/settlement/validate`, { setupIntentId: setup.body.setupIntentId });
    },
    subscribe: (unitPrice: number) =>
      call<{ subscription: Record<string, unknown>; paymentClientSecret: string | null }>(
        'POST',
        `${user}/subscription`,
        { unitPrice, agreed: true },
      ),
    authenticatePayment: (clientSecret: string, approve: boolean) =>
      call('POST', `test-payments/intents/${intentOf(clientSecret)}/authenticate`, { clientSecret, approve }),
    finalize: (id: string) => call('POST', `${user}/subscription/${id}/finalize`, {}),
    leave: (cancelAtPeriodEnd = true) => call('PUT', `${user}/subscription`, { cancelAtPeriodEnd }),
    records: () => call<Record<string, unknown>[]>('GET', `${user}/subscription`),
    history: () =>
      call<{ amount: number; status: string; receiptNumber: string }[]>('GET', `${user}/subscriptionHistory`),
    settlement: () => call('GET', `${user}/settlement`),
    async planType() {
      return (await call<{ subscriptionType: string }>('GET', 'users/userInfo')).body.subscriptionType;
    },
  };
}
