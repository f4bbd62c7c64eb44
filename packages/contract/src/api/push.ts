import type { pushSchemas } from '../push.ts';
import { areaApi } from './endpoint.ts';

/** Web Push on the guardian's devices (decision 0081): the key, the list, subscribe, unsubscribe. */
export const pushApi = areaApi<typeof pushSchemas>('notifications', 'guardian', {
  key: {
    route: 'GET /api/users/:userId/push/key',
    operationId: 'getPushKey',
    summary: "The server's VAPID public key",
    description: 'The VAPID public key (applicationServerKey).',
  },
  devices: {
    route: 'GET /api/users/:userId/push/devices',
    operationId: 'listPushDevices',
    summary: "The guardian's devices that receive push",
    description: 'The guardian’s devices that receive push; `endpoint` marks this one.',
    errors: [409],
  },
  subscribe: {
    route: 'POST /api/users/:userId/push/subscribe',
    operationId: 'subscribePushDevice',
    summary: 'Turns push on for this device',
    description: 'This device’s PushSubscription (approved guardians); answers the device list.',
    errors: [409],
  },
  unsubscribe: {
    route: 'POST /api/users/:userId/push/unsubscribe',
    operationId: 'unsubscribePushDevice',
    summary: 'Turns push off for this device',
    description: 'Turns push off on this device (its endpoint); answers the device list.',
    errors: [409],
  },
});
