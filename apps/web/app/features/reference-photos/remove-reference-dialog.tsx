import type { GuardianReference } from '@hibi/contract';
import { ConfirmDialog, type ConfirmDialogState } from '~/components/confirm-dialog';
import { sentOn } from './reference-list';

/** Open while there is a photo to remove. */
interface RemoveReferenceDialogProps extends Omit<ConfirmDialogState, 'open'> {
  reference: GuardianReference | null;
}

/** Says what removing a photo changes before it happens. */
export function RemoveReferenceDialog({ reference, ...dialog }: RemoveReferenceDialogProps) {
  return (
    <ConfirmDialog
      {...dialog}
      open={reference !== null}
      title="この写真を削除しますか？"
      confirmLabel="削除する"
      busyLabel="削除しています…"
    >
      {reference ? (
        <img
          className="reference-dialog-photo"
          src={reference.url}
          alt={`${sentOn(reference)}に追加した写真`}
        />
      ) : null}
      <p className="mypage-muted">
        削除した写真は、お子さまを見つけるためには使われなくなります。これまでに届いた写真は消えません。
      </p>
    </ConfirmDialog>
  );
}
