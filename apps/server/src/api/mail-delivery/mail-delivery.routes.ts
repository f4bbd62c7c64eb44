import { mailDeliveryApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { getMailDelivery } from './get-mail-delivery.service.ts';

/** Whether mail reaches the guardian's address: the app's banner when the relay refused it. */
export function mailDeliveryRoutes(app: ApiInstance, context: AppContext) {
  serve(app, mailDeliveryApi.status, { preHandler: requireGuardian(context) }, (request) =>
    getMailDelivery(context, request.guardianId),
  );
}
