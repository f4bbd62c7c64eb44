import { pushApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { listPushDevices } from './list-push-devices.service.ts';
import { subscribePushDevice } from './subscribe-push-device.service.ts';
import { unsubscribePushDevice } from './unsubscribe-push-device.service.ts';

/** Web Push on the guardian's devices (decision 0081): the key, subscribe, unsubscribe, the list. */
export function pushRoutes(app: ApiInstance, context: AppContext) {
  const preHandler = requireGuardian(context);

  // A setting, read as it is: no operation of its own.
  serve(app, pushApi.key, { preHandler }, () => ({ publicKey: context.settings.VAPID_PUBLIC_KEY }));
  serve(app, pushApi.devices, { preHandler }, (request) =>
    listPushDevices(context, request.guardianId, request.query.endpoint),
  );
  serve(app, pushApi.subscribe, { preHandler }, (request) =>
    subscribePushDevice(context, request.guardianId, request.body, request.headers['user-agent']),
  );
  serve(app, pushApi.unsubscribe, { preHandler }, (request) =>
    unsubscribePushDevice(context, request.guardianId, request.body.endpoint),
  );
}
