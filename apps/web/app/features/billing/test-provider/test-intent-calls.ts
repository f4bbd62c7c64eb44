import type { TestCardInput, TestIntentResponse } from '@hibi/contract';
import { apiRequest } from '~/features/session/api-client';

/** Stripe's format, which the test provider keeps: the intent id is the secret's part before `_secret_`. */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

const intentPath = (clientSecret: string, action: string) =>
  `/api/test-payments/intents/${encodeURIComponent(intentIdOf(clientSecret))}/${action}`;

/** The card typed into the test form, for a setup or payment intent; the client secret authorises. */
export function confirmTestIntent(clientSecret: string, card: TestCardInput): Promise<TestIntentResponse> {
  return apiRequest<TestIntentResponse>(intentPath(clientSecret, 'confirm'), {
    method: 'POST',
    body: { clientSecret, card },
    auth: false,
  });
}

/** The guardian's answer on the test provider's authentication screen. */
export function authenticateTestIntent(clientSecret: string, approve: boolean): Promise<TestIntentResponse> {
  return apiRequest<TestIntentResponse>(intentPath(clientSecret, 'authenticate'), {
    method: 'POST',
    body: { clientSecret, approve },
    auth: false,
  });
}
