import { adminDeliveryApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { restoreDelivery } from '../../../deliveries/restore-delivery.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { giveDelivery } from './give-delivery.service.ts';
import { revokeDelivery } from './revoke-delivery.service.ts';

/** Staff correcting the matcher: a delivery taken back, a take-back undone, a photo given by hand. */
export function adminDeliveryRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  serve(app, adminDeliveryApi.revoke, { onRequest }, (request) =>
    revokeDelivery(context, request.staff, request.params.deliveryId, request.body.reason),
  );
  serve(app, adminDeliveryApi.restore, { onRequest }, (request) =>
    restoreDelivery(context, request.staff, request.params.deliveryId),
  );
  serve(app, adminDeliveryApi.give, { onRequest }, (request) =>
    giveDelivery(context, request.staff, request.body),
  );
}
