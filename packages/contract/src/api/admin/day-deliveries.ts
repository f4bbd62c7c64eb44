import type { adminDeliverySchemas } from '../../admin/deliveries.ts';
import { areaApi } from '../endpoint.ts';

/** Staff correcting the matcher: a delivery taken back, a take-back undone, a photo given by hand. */
export const adminDeliveryApi = areaApi<typeof adminDeliverySchemas>('admin', 'staff', {
  revoke: {
    route: 'POST /api/admin/deliveries/:deliveryId/revoke',
    operationId: 'revokeDelivery',
    summary: 'A wrong delivery taken back',
    description: "Takes a wrong delivery back: it leaves the child's timeline at once.",
    errors: [409],
  },
  restore: {
    route: 'POST /api/admin/deliveries/:deliveryId/restore',
    operationId: 'restoreDelivery',
    summary: 'A take-back by staff undone',
    description:
      'Undoes a take-back by staff: the delivery is back on the family’s timeline and in its movies.',
    errors: [409],
  },
  give: {
    route: 'POST /api/admin/deliveries',
    operationId: 'giveDelivery',
    summary: 'A photo given to a child by hand',
    description: 'Gives a photo to a child by hand; the chosen face is learned as the child’s.',
    errors: [409],
  },
});
