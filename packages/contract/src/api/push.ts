import type { pushSchemas } from '../push.ts';
import { areaCalls } from './endpoint.ts';

type Schemas = typeof pushSchemas;
const call = areaCalls('notifications', 'guardian');

/** Web Push on the guardian's devices (decision 0081): the key, the list, subscribe, unsubscribe. */
export const pushApi = {
  key: call<Schemas['key']>({
    method: 'GET',
    path: '/api/users/:userId/push/key',
    operationId: 'getPushKey',
    summary: "The server's VAPID public key",
    description: 'The VAPID public key (applicationServerKey).',
  }),
  devices: call<Schemas['devices']>({
    method: 'GET',
    path: '/api/users/:userId/push/devices',
    operationId: 'listPushDevices',
    summary: "The guardian's devices that receive push",
    description: 'The guardian’s devices that receive push; `endpoint` marks this one.',
    errors: [409],
  }),
  subscribe: call<Schemas['subscribe']>({
    method: 'POST',
    path: '/api/users/:userId/push/subscribe',
    operationId: 'subscribePushDevice',
    summary: 'Turns push on for this device',
    description: 'This device’s PushSubscription (approved guardians); answers the device list.',
    errors: [409],
  }),
  unsubscribe: call<Schemas['unsubscribe']>({
    method: 'POST',
    path: '/api/users/:userId/push/unsubscribe',
    operationId: 'unsubscribePushDevice',
    summary: 'Turns push off for this device',
    description: 'Turns push off on this device (its endpoint); answers the device list.',
    errors: [409],
  }),
};
