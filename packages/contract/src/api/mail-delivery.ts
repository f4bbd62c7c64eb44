import type { mailDeliverySchemas } from '../mail-delivery.ts';
import { endpoint } from './endpoint.ts';

type Schemas = typeof mailDeliverySchemas;

/** Whether mail reaches the guardian's address: the app's banner when the relay refused it (decision 0080). */
export const mailDeliveryApi = {
  status: endpoint<Schemas['status']>({
    method: 'GET',
    path: '/api/users/:userId/mailDelivery',
    operationId: 'getMailDelivery',
    summary: "The address mail goes to and the relay's last permanent refusal, if any",
    tag: 'account',
    access: 'guardian',
  }),
};
