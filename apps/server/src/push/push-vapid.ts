import type { Settings } from '../settings/load-settings.ts';
import type { VapidDetails } from './web-push-transport.ts';

/** The VAPID pair and subject of the settings, as the push sender signs with them. */
export function pushVapidDetails(
  settings: Pick<Settings, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): VapidDetails {
  return {
    subject: settings.VAPID_SUBJECT,
    publicKey: settings.VAPID_PUBLIC_KEY,
    privateKey: settings.VAPID_PRIVATE_KEY,
  };
}
