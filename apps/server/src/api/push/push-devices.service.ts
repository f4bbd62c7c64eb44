import type { PushDeviceList, PushSubscribeRequest } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { deviceLabel } from '../../push/device-label.ts';
import { isAllowedPushEndpoint } from '../../push/push-endpoint.ts';
import { pushSubscriptionRepository } from '../../push/push-subscription.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';

/** A guardian's devices that take Web Push (decision 0081): turned on and off per device. */
export function pushDeviceService(context: AppContext) {
  const { db } = context.database;
  const devices = pushSubscriptionRepository(db);

  async function list(guardianId: string, endpoint?: string): Promise<PushDeviceList> {
    const rows = await devices.listOfGuardian(guardianId);
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

  return {
    publicKey: () => ({ publicKey: context.settings.VAPID_PUBLIC_KEY }),
    list,

    /** Only an approved guardian: before approval there is nothing to tell them of. */
    async subscribe(guardianId: string, request: PushSubscribeRequest, userAgent: string | undefined) {
      const guardian = await guardianRepository(db).findById(guardianId);
      if (guardian?.status !== 'approved')
        throw new AppError('conflict', 'スマホへの通知は、ご利用の承認後に設定できます。');
      if (!isAllowedPushEndpoint(request.endpoint, context.settings.NODE_ENV === 'production'))
        throw new AppError('invalid_input', 'このブラウザの通知の宛先には対応していません。');
      const { endpoint, keys } = request;
      const row = { guardianId, endpoint, ...keys, label: deviceLabel(userAgent) };
      await devices.upsert(row, context.now());
      return list(guardianId, endpoint);
    },

    /** This device off: its own row only (another member's phone is theirs to turn off). */
    async unsubscribe(guardianId: string, endpoint: string) {
      await devices.deleteOwn(guardianId, endpoint);
      return list(guardianId);
    },
  };
}
