import type { pushSchemas } from '../push.ts';
import { endpoint } from './endpoint.ts';

type Schemas = typeof pushSchemas;

/** Web Push on the guardian's devices (decision 0081): the key, the list, subscribe, unsubscribe. */
export const pushApi = {
  key: endpoint<Schemas['key']>({
    method: 'GET',
    path: '/api/users/:userId/push/key',
    operationId: 'getPushKey',
    summary: "The server's VAPID public key",
    description: 'The VAPID public key (applicationServerKey).',
    tag: 'notifications',
    access: 'guardian',
  }),
  devices: endpoint<Schemas['devices']>({
    method: 'GET',
    path: '/api/users/:userId/push/devices',
    operationId: 'listPushDevices',
    summary: "The guardian's devices that receive push",
    description: 'The guardian’s devices that receive push; `endpoint` marks this one.',
    tag: 'notifications',
    access: 'guardian',
    errors: [409],
  }),
  subscribe: endpoint<Schemas['subscribe']>({
    method: 'POST',
    path: '/api/users/:userId/push/subscribe',
    operationId: 'subscribePushDevice',
    summary: 'Turns push on for this device',
    description: 'This device’s PushSubscription (approved guardians); answers the device list.',
    tag: 'notifications',
    access: 'guardian',
    errors: [409],
  }),
  unsubscribe: endpoint<Schemas['unsubscribe']>({
    method: 'POST',
    path: '/api/users/:userId/push/unsubscribe',
    operationId: 'unsubscribePushDevice',
    summary: 'Turns push off for this device',
    description: 'Turns push off on this device (its endpoint); answers the device list.',
    tag: 'notifications',
    access: 'guardian',
    errors: [409],
  }),
};
