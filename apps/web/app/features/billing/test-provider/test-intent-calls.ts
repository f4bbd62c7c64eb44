import type { TestCardInput } from '@hibi/contract';
import { billingApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';

/** Stripe's format, which the test provider keeps: the intent id is the secret's part before `_secret_`. */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/** The card typed into the test form, for a setup or payment intent; the client secret authorises. */
export function confirmTestIntent(clientSecret: string, card: TestCardInput) {
  return apiCall(billingApi.confirmTestIntent, {
    params: { intentId: intentIdOf(clientSecret) },
    body: { clientSecret, card },
  });
}

/** The guardian's answer on the test provider's authentication screen. */
export function authenticateTestIntent(clientSecret: string, approve: boolean) {
  return apiCall(billingApi.authenticateTestIntent, {
    params: { intentId: intentIdOf(clientSecret) },
    body: { clientSecret, approve },
  });
}
