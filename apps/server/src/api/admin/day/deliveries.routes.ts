import { adminDeliveryApi } from '@hibi/contract';
import type { AppContext } from '../../../context.ts';
import { restoreDelivery } from '../../../deliveries/restore-delivery.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serveStaffCalls } from '../serve-staff-calls.ts';
import { giveDelivery } from './give-delivery.service.ts';
import { revokeDelivery } from './revoke-delivery.service.ts';

/** Staff correcting the matcher: a delivery taken back, a take-back undone, a photo given by hand. */
export function adminDeliveryRoutes(app: ApiInstance, context: AppContext) {
  serveStaffCalls(app, context, adminDeliveryApi, {
    revoke: (request) =>
      revokeDelivery(context, request.staff, request.params.deliveryId, request.body.reason),
    restore: (request) => restoreDelivery(context, request.staff, request.params.deliveryId),
    give: (request) => giveDelivery(context, request.staff, request.body),
  });
}
