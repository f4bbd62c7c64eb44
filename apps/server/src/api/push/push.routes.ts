import { pushApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { pushDeviceService } from './push-devices.service.ts';

/** Web Push on the guardian's devices (decision 0081): the key, subscribe, unsubscribe, the list. */
export function pushRoutes(app: ApiInstance, context: AppContext) {
  const push = pushDeviceService(context);
  const preHandler = requireGuardian(context);

  serve(app, pushApi.key, { preHandler }, () => push.publicKey());
  serve(app, pushApi.devices, { preHandler }, (request) =>
    push.list(request.guardianId, request.query.endpoint),
  );
  serve(app, pushApi.subscribe, { preHandler }, (request) =>
    push.subscribe(request.guardianId, request.body, request.headers['user-agent']),
  );
  serve(app, pushApi.unsubscribe, { preHandler }, (request) =>
    push.unsubscribe(request.guardianId, request.body.endpoint),
  );
}
