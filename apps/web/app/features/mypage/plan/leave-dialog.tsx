import { useEffect, useRef } from 'react';

interface LeaveDialogProps {
  open: boolean;
  busy: boolean;
  /** The last day of the paid plan, 'YYYY/MM/DD'. */
  until: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Says what leaving changes and when, before it happens (a native modal: focus stays, Escape cancels). */
export function LeaveDialog({ open, busy, until, onConfirm, onCancel }: LeaveDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby="leave-title" onCancel={onCancel}>
      <h2 id="leave-title">有料プランを解約しますか？</h2>
      <p className="leave-what">
        {until}{' '}
        まではすべての写真・動画とフォトムービーをご覧いただけます。その後は無料プラン（直近7日間のみ）になります。
      </p>
      <p className="mypage-muted">
        次回以降のお支払いは発生しません。お支払い済みの期間の日割り返金はありません。{until}{' '}
        までなら、この画面から解約を取り消せます。
      </p>
      <div className="confirm-dialog-actions">
        <button className="button" type="button" onClick={onCancel} disabled={busy}>
          やめる
        </button>
        <button className="button button-danger" type="button" onClick={onConfirm} disabled={busy}>
          {busy ? '手続きしています…' : '解約する'}
        </button>
      </div>
    </dialog>
  );
}
