import { useModalDialog } from '~/lib/use-modal-dialog';

interface ReturnDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation of 'not my child': says what happens before it happens. A native modal
 * dialog, so focus stays inside it and Escape cancels.
 */
export function ReturnDialog({ open, busy, onConfirm, onCancel }: ReturnDialogProps) {
  const ref = useModalDialog(open);
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby="return-dialog-title" onCancel={onCancel}>
      <h2 id="return-dialog-title">わが子が写っていない写真ですか？</h2>
      <p>この写真はタイムラインから消え、お子さまのアルバムにも入らなくなります。</p>
      <p>
        ひびフォトの担当者が確認し、顔の見分けの精度向上に役立てます。ほかのご家庭にお知らせすることはありません。
      </p>
      <div className="confirm-dialog-actions">
        <button className="button" type="button" onClick={onCancel} disabled={busy}>
          やめる
        </button>
        <button className="button button-danger" type="button" onClick={onConfirm} disabled={busy}>
          {busy ? '送信しています…' : 'わが子ではない'}
        </button>
      </div>
    </dialog>
  );
}
