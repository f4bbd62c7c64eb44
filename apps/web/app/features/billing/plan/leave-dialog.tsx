import { ConfirmDialog, type ConfirmDialogState } from '~/components/confirm-dialog';

interface LeaveDialogProps extends ConfirmDialogState {
  /** The last day of the paid plan, 'YYYY/MM/DD'. */
  until: string;
}

/** Says what leaving changes and when, before it happens. */
export function LeaveDialog({ until, ...dialog }: LeaveDialogProps) {
  return (
    <ConfirmDialog
      {...dialog}
      title="有料プランを解約しますか？"
      confirmLabel="解約する"
      busyLabel="手続きしています…"
    >
      <p className="leave-what">
        {`${until} まではすべての写真・動画とフォトムービーをご覧いただけます。その後は無料プラン（直近7日間のみ）になります。`}
      </p>
      <p className="mypage-muted">
        {`次回以降のお支払いは発生しません。お支払い済みの期間の日割り返金はありません。${until} までなら、この画面から解約を取り消せます。`}
      </p>
    </ConfirmDialog>
  );
}
