import { billingApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';

// Specification §7's settlement and subscription calls, typed from the contract (decision 0086).

/** The card on file; §8: a failed fetch is silent and reads as no card. */
export function fetchSettlement(userId: string) {
  return apiCall(billingApi.getSettlement, { params: { userId } }).catch(() => null);
}

/** The subscription records, the last one current; §8: a failed fetch reads as none. */
export function fetchSubscriptions(userId: string) {
  return apiCall(billingApi.listSubscriptions, { params: { userId } }).catch(() => []);
}

export function fetchPaymentHistory(userId: string) {
  return apiCall(billingApi.listSubscriptionHistory, { params: { userId } });
}

export function startCardSetup(userId: string) {
  return apiCall(billingApi.startSettlementSetup, { params: { userId } });
}

export function validateCard(userId: string, setupIntentId: string) {
  return apiCall(billingApi.validateSettlement, { params: { userId }, body: { setupIntentId } });
}

/** The guardian agreed to the final confirmation screen at this price (特定商取引法). */
export function subscribe(userId: string, unitPrice: number) {
  return apiCall(billingApi.startSubscription, { params: { userId }, body: { unitPrice, agreed: true } });
}

/** After the first charge's authentication: the server checks the charge and keeps the result. */
export function finalizeSubscription(userId: string, subscriptionId: string) {
  return apiCall(billingApi.finalizeSubscription, { params: { userId, id: subscriptionId }, body: {} });
}

/** Leave at the end of the paid month (true), or stay after all (false). */
export function setCancelAtPeriodEnd(userId: string, cancelAtPeriodEnd: boolean) {
  return apiCall(billingApi.updateSubscription, { params: { userId }, body: { cancelAtPeriodEnd } });
}
