import type { AddSiblingRequest } from '@hibi/contract';
import { siblingApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';

// A brother or sister added from マイページ (decision 0043); its photos go through the reference
// photos' calls like any child's.

/** The child, not approved yet. */
export const addSibling = (userId: string, body: AddSiblingRequest) =>
  apiCall(siblingApi.add, { params: { userId }, body });

/** To the facility's staff, once a photo is in. */
export const sendSiblingRequest = (userId: string, childId: string) =>
  apiCall(siblingApi.sendRequest, { params: { userId, childId } });

/** Takes back a child not approved yet. */
export const withdrawSibling = (userId: string, childId: string) =>
  apiCall(siblingApi.withdraw, { params: { userId, childId } });
