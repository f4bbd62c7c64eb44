import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { sessionAccount } from '~/features/session/session-state';
import { mailDeliveryQuery } from './mail-delivery-calls';

// Loaded only for an address the relay refused: the app's first load stays as it was.
const MailRefusalNotice = lazy(() =>
  import('./mail-refusal-notice').then((module) => ({ default: module.MailRefusalNotice })),
);

/** Above every app screen while mail to the signed-in guardian's address is refused. */
export function MailRefusalBanner() {
  const userId = sessionAccount.use()?.user.userId ?? '';
  const { data } = useQuery({ ...mailDeliveryQuery(userId), enabled: userId !== '' });
  if (!data?.refusal) return null;
  return (
    <Suspense fallback={null}>
      <MailRefusalNotice email={data.email} />
    </Suspense>
  );
}
