import {
  giveDeliveryRequestSchema,
  giveDeliveryResponseSchema,
  restoreDeliveryResponseSchema,
  revokeDeliveryParamsSchema,
  revokeDeliveryRequestSchema,
  revokeDeliveryResponseSchema,
} from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { staffDeliveriesService } from './deliveries.service.ts';

const tags = ['admin'];
const responses = { ...errorResponses, 409: errorResponses[400] };

/** Staff correcting the matcher: see staffDeliveriesService. */
export function adminDeliveryRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const deliveries = staffDeliveriesService(context);

  app.post(
    '/admin/deliveries/:deliveryId/revoke',
    {
      onRequest,
      schema: {
        tags,
        description: "Takes a wrong delivery back: it leaves the child's timeline at once.",
        params: revokeDeliveryParamsSchema,
        body: revokeDeliveryRequestSchema,
        response: { 200: revokeDeliveryResponseSchema, ...responses },
      },
    },
    (request) => deliveries.revoke(request.staff, request.params.deliveryId, request.body.reason),
  );

  app.post(
    '/admin/deliveries/:deliveryId/restore',
    {
      onRequest,
      schema: {
        tags,
        description:
          'Undoes a take-back by staff: the delivery is back on the family’s timeline and in its movies.',
        params: revokeDeliveryParamsSchema,
        response: { 200: restoreDeliveryResponseSchema, ...responses },
      },
    },
    (request) => deliveries.restore(request.staff, request.params.deliveryId),
  );

  app.post(
    '/admin/deliveries',
    {
      onRequest,
      schema: {
        tags,
        description: 'Gives a photo to a child by hand; the chosen face is learned as the child’s.',
        body: giveDeliveryRequestSchema,
        response: { 200: giveDeliveryResponseSchema, ...responses },
      },
    },
    (request) => deliveries.give(request.staff, request.body),
  );
}
