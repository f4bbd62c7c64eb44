import type { mailDeliverySchemas } from '../mail-delivery.ts';
import { areaApi } from './endpoint.ts';

/** Whether mail reaches the guardian's address: the app's banner when the relay refused it (decision 0080). */
export const mailDeliveryApi = areaApi<typeof mailDeliverySchemas>('account', 'guardian', {
  status: {
    route: 'GET /api/users/:userId/mailDelivery',
    operationId: 'getMailDelivery',
    summary: "The address mail goes to and the relay's last permanent refusal, if any",
  },
});
