import type { PushSubscribeRequest } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { deviceLabel } from '../../push/device-label.ts';
import { isAllowedPushEndpoint } from '../../push/push-endpoint.ts';
import { pushSubscriptionRepository } from '../../push/push-subscription.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { listPushDevices } from './list-push-devices.service.ts';

/**
 * Turns push on for this device, an approved guardian's only (before approval there is nothing
 * to tell them of); answers the device list with this one marked.
 */
export async function subscribePushDevice(
  context: AppContext,
  guardianId: string,
  request: PushSubscribeRequest,
  userAgent: string | undefined,
) {
  const { db } = context.database;
  const guardian = await guardianRepository(db).findById(guardianId);
  if (guardian?.status !== 'approved')
    throw new AppError('conflict', 'スマホへの通知は、ご利用の承認後に設定できます。');
  if (!isAllowedPushEndpoint(request.endpoint, context.settings.NODE_ENV === 'production'))
    throw new AppError('invalid_input', 'このブラウザの通知の宛先には対応していません。');
  const { endpoint, keys } = request;
  const row = { guardianId, endpoint, ...keys, label: deviceLabel(userAgent) };
  await pushSubscriptionRepository(db).upsert(row, context.now());
  return listPushDevices(context, guardianId, endpoint);
}
