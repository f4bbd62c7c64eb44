import { CloseButton } from '~/components/icon-button';
import { PushOptIn } from './push-opt-in';
import { usePushDevice } from './use-push-device';

/**
 * The timeline's one-time offer (decision 0081), loaded only when usePushOffer says so. Hidden
 * where push cannot work at all, and once this device is on at its first look.
 */
export default function PushTimelineCard({ onDismiss }: { onDismiss: () => void }) {
  const push = usePushDevice();
  if (push.support === 'unsupported') return null;
  return (
    <aside className="push-card" aria-label="スマホへの通知のご案内">
      <PushOptIn push={push} />
      <CloseButton className="push-card-close" label="通知のご案内を閉じる" onClose={onDismiss} />
    </aside>
  );
}
