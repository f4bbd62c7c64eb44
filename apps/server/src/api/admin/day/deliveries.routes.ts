import { adminDeliveryApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { adminDeliveryService } from './deliveries.service.ts';

/** Staff correcting the matcher: see adminDeliveryService. */
export function adminDeliveryRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const deliveries = adminDeliveryService(context);
  serve(app, adminDeliveryApi.revoke, { onRequest }, (request) =>
    deliveries.revoke(request.staff, request.params.deliveryId, request.body.reason),
  );
  serve(app, adminDeliveryApi.restore, { onRequest }, (request) =>
    deliveries.restore(request.staff, request.params.deliveryId),
  );
  serve(app, adminDeliveryApi.give, { onRequest }, (request) => deliveries.give(request.staff, request.body));
}
