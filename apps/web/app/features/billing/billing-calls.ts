import type {
  PaymentRecord,
  SettlementResponse,
  SettlementSetupResponse,
  SubscribeResponse,
  SubscriptionRecord,
} from '@hibi/contract';
import { apiRequest } from '~/features/session/api-client';

// Specification §7's settlement and subscription calls, typed from the contract (decision 0017).
const base = (userId: string) => `/api/users/${userId}`;

/** The card on file; §8: a failed fetch is silent and reads as no card. */
export function fetchSettlement(userId: string): Promise<SettlementResponse> {
  return apiRequest<SettlementResponse>(`${base(userId)}/settlement`).catch(() => null);
}

/** The subscription records, the last one current; §8: a failed fetch reads as none. */
export function fetchSubscriptions(userId: string): Promise<SubscriptionRecord[]> {
  return apiRequest<SubscriptionRecord[]>(`${base(userId)}/subscription`).catch(() => []);
}

export function fetchPaymentHistory(userId: string): Promise<PaymentRecord[]> {
  return apiRequest<PaymentRecord[]>(`${base(userId)}/subscriptionHistory`);
}

export function startCardSetup(userId: string): Promise<SettlementSetupResponse> {
  return apiRequest<SettlementSetupResponse>(`${base(userId)}/settlement/setup`, {
    method: 'POST',
    body: {},
  });
}

export function validateCard(userId: string, setupIntentId: string): Promise<SettlementResponse> {
  return apiRequest<SettlementResponse>(`${base(userId)}/settlement/validate`, {
    method: 'POST',
    body: { setupIntentId },
  });
}

/** The guardian agreed to the final confirmation screen at this price (特定商取引法). */
export function subscribe(userId: string, unitPrice: number): Promise<SubscribeResponse> {
  return apiRequest<SubscribeResponse>(`${base(userId)}/subscription`, {
    method: 'POST',
    body: { unitPrice, agreed: true },
  });
}

/** After the first charge's authentication: the server checks the charge and keeps the result. */
export function finalizeSubscription(userId: string, subscriptionId: string): Promise<SubscribeResponse> {
  return apiRequest<SubscribeResponse>(`${base(userId)}/subscription/${subscriptionId}/finalize`, {
    method: 'POST',
    body: {},
  });
}

/** Leave at the end of the paid month (true), or stay after all (false). */
export function setCancelAtPeriodEnd(
  userId: string,
  cancelAtPeriodEnd: boolean,
): Promise<SubscriptionRecord> {
  return apiRequest<SubscriptionRecord>(`${base(userId)}/subscription`, {
    method: 'PUT',
    body: { cancelAtPeriodEnd },
  });
}
