import { AlertRegion } from '~/components/form/form-alert';
import { usePhotoSend } from '~/features/reference-photos/use-photo-send';
import type { PhotoRequest } from './add-photos';

const sendFailed = 'お申し込みを送信できませんでした。時間をおいて、もう一度お試しください。';

/** A request's button when no more photos fit: it goes with the photos registered. */
export function RequestButton({ request }: { request: Omit<PhotoRequest, 'kept'> }) {
  const { busy, failure, send } = usePhotoSend(request.send, sendFailed);
  return (
    <>
      <AlertRegion message={busy ? null : failure} />
      <button
        className="button button-primary button-block"
        type="button"
        disabled={busy}
        aria-busy={busy}
        onClick={send}
      >
        {busy ? '送信しています…' : request.label}
      </button>
    </>
  );
}
