import {
  apiErrorSchema,
  pushDeviceListSchema,
  pushDevicesQuerySchema,
  pushKeySchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
  userIdParamsSchema,
} from '@hibi/contract';
import { assertOwnUser } from '../../auth/authenticate.ts';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { pushDeviceService } from './push-devices.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const schema = { tags, security, params: userIdParamsSchema };
const devicesResponse = { 200: pushDeviceListSchema, ...errorResponses, 409: apiErrorSchema };

/** Web Push on the guardian's devices (decision 0081): the key, subscribe, unsubscribe, the list. */
export function pushRoutes(app: ApiInstance, context: AppContext) {
  const push = pushDeviceService(context);
  const preHandler = requireGuardian(context);

  app.get(
    '/users/:userId/push/key',
    {
      preHandler,
      schema: {
        ...schema,
        description: 'The VAPID public key (applicationServerKey).',
        response: { 200: pushKeySchema, ...errorResponses },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return push.publicKey();
    },
  );

  app.get(
    '/users/:userId/push/devices',
    {
      preHandler,
      schema: {
        ...schema,
        description: 'The guardian’s devices that receive push; `endpoint` marks this one.',
        querystring: pushDevicesQuerySchema,
        response: devicesResponse,
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return push.list(request.guardianId, request.query.endpoint);
    },
  );

  app.post(
    '/users/:userId/push/subscribe',
    {
      preHandler,
      schema: {
        ...schema,
        description: 'This device’s PushSubscription (approved guardians); answers the device list.',
        body: pushSubscribeSchema,
        response: devicesResponse,
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return push.subscribe(request.guardianId, request.body, request.headers['user-agent']);
    },
  );

  app.post(
    '/users/:userId/push/unsubscribe',
    {
      preHandler,
      schema: {
        ...schema,
        description: 'Turns push off on this device (its endpoint); answers the device list.',
        body: pushUnsubscribeSchema,
        response: devicesResponse,
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return push.unsubscribe(request.guardianId, request.body.endpoint);
    },
  );
}
