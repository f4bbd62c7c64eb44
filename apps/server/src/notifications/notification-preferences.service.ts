import {
  type NotificationPreferenceItem,
  type NotificationType,
  notificationTypeLabels,
  notificationTypes,
} from '@hibi/contract';
import type { Database } from '@hibi/db';
import { receivesPaidNotifications } from '@hibi/domain';
import { AppError } from '../errors/app-error.ts';
import { notificationPreferenceRepository } from './notification-preference.repository.ts';
import { isOptedOut, isPaidOnly } from './notification-rules.ts';
import { findPremiumFacts } from './premium-facts.repository.ts';

/** Which notification mails a guardian receives; paid-only types need a premium plan. */
export function notificationPreferenceService(deps: { db: Database; now(): Date }) {
  const { db } = deps;
  const preferences = notificationPreferenceRepository(db);

  async function premiumOf(guardianId: string): Promise<boolean> {
    const facts = await findPremiumFacts(db, guardianId);
    if (!facts) throw new AppError('not_found', 'アカウントが見つかりませんでした。');
    return receivesPaidNotifications(facts, deps.now());
  }

  /** Every type with its optout; a paid-only type reads as opted out without a premium plan. */
  async function list(guardianId: string): Promise<NotificationPreferenceItem[]> {
    const [premium, rows] = await Promise.all([premiumOf(guardianId), preferences.list(guardianId)]);
    const optouts = new Map(rows.map((row) => [row.type, row.optout]));
    return notificationTypes.map((type) => ({
      type,
      optout: isOptedOut(type, optouts.get(type), premium),
    }));
  }

  return {
    list,

    /** Whether a mail and push of this type may be sent to the guardian now (for the senders). */
    async receives(guardianId: string, type: NotificationType): Promise<boolean> {
      const item = (await list(guardianId)).find((entry) => entry.type === type);
      return item?.optout === false;
    },

    /** Opting out is always allowed; opting in to a paid-only type needs a premium plan (403). */
    async setOptout(guardianId: string, type: NotificationType, optout: boolean) {
      const premium = await premiumOf(guardianId);
      if (!optout && isPaidOnly(type) && !premium) {
        const label = notificationTypeLabels[type];
        throw new AppError(
          'forbidden',
          `「${label}」は有料プランをご利用の方のみ受け取れます。プランをご確認ください。`,
        );
      }
      await preferences.setOptout(guardianId, type, optout, deps.now());
    },
  };
}
