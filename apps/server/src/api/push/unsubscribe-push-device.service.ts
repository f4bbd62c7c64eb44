import type { AppContext } from '../../context.ts';
import { pushSubscriptionRepository } from '../../push/push-subscription.repository.ts';
import { listPushDevices } from './list-push-devices.service.ts';

/** This device off: its own row only (another member's phone is theirs to turn off). */
export async function unsubscribePushDevice(context: AppContext, guardianId: string, endpoint: string) {
  await pushSubscriptionRepository(context.database.db).deleteOwn(guardianId, endpoint);
  return listPushDevices(context, guardianId);
}
