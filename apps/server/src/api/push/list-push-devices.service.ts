import type { PushDeviceList } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { pushSubscriptionRepository } from '../../push/push-subscription.repository.ts';

/** A guardian's devices that take Web Push (decision 0081); `endpoint` marks the asking one. */
export async function listPushDevices(
  context: AppContext,
  guardianId: string,
  endpoint?: string,
): Promise<PushDeviceList> {
  const rows = await pushSubscriptionRepository(context.database.db).listOfGuardian(guardianId);
  return {
    devices: rows.map((row) => ({
      id: row.id,
      label: row.label,
      createdAt: row.createdAt.toISOString(),
      lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
      thisDevice: row.endpoint === endpoint,
    })),
  };
}
