import type { AdminFamily, ChildLeavingRequest } from '@hibi/contract';
import { leavingReasonNames, mayUndoLeaving, tokyoDate } from '@hibi/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { useSubmit } from '~/components/form/use-submit';
import { slashDate } from '~/features/admin/admin-text';
import { showToast } from '~/lib/toast';
import { markChildLeaving, undoChildLeaving } from './child-leaving-calls';

type Child = AdminFamily['children'][number];
type Reason = ChildLeavingRequest['leavingReason'];

/**
 * 退園・卒園 of one child (decision 0078): the day and reason, asked to confirm with what follows
 * (no photos from that day, everything deleted 30 days after, the family mailed); undone before the day.
 */
export function ChildLeavingPanel({ child, onChanged }: { child: Child; onChanged: () => Promise<void> }) {
  const today = tokyoDate(Date.now());
  const [leavesOn, setLeavesOn] = useState(today);
  const [reason, setReason] = useState<Reason>('withdrawal');
  const [confirming, setConfirming] = useState<'mark' | 'undo' | null>(null);
  const dateId = useId();
  const name = `${child.lastName} ${child.firstName}さん`;
  const marking = useSubmit(async () => {
    const answer = await markChildLeaving(child.childId, { leavesOn, leavingReason: reason });
    setConfirming(null);
    await onChanged();
    const forgets = answer.leaving ? slashDate(answer.leaving.forgetsOn) : '';
    showToast(
      `${name}の${leavingReasonNames[reason]}を登録しました。${forgets}に写真・動画を削除します。ご家族にメールでお知らせしました。`,
      'success',
    );
  }, '登録できませんでした。もう一度お試しください。');
  const reasonSet = child.leaving ? leavingReasonNames[child.leaving.leavingReason] : '';
  const undoing = useSubmit(async () => {
    await undoChildLeaving(child.childId);
    setConfirming(null);
    await onChanged();
    showToast(`${name}の${reasonSet}の登録を取り消しました。`, 'success');
  }, '取り消せませんでした。もう一度お試しください。');
  if (!child.approved) return null;

  const { leaving } = child;
  return (
    <div className="child-leaving">
      {leaving ? (
        <>
          <p className="child-leaving-status" role="status">
            {`${leavingReasonNames[leaving.leavingReason]}：${slashDate(leaving.leavesOn)}（この日から写真は届きません。${slashDate(leaving.forgetsOn)}に写真・動画と顔データを削除します）`}
          </p>
          {mayUndoLeaving(leaving.leavesOn, today) ? (
            <button className="button button-small" type="button" onClick={() => setConfirming('undo')}>
              {`${leavingReasonNames[leaving.leavingReason]}の登録を取り消す`}
            </button>
          ) : null}
        </>
      ) : (
        <details className="child-leaving-form">
          <summary>退園・卒園を登録する</summary>
          <fieldset>
            <legend>種類</legend>
            {(['withdrawal', 'graduation'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`leaving-${child.childId}`}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {leavingReasonNames[value]}
              </label>
            ))}
          </fieldset>
          <label htmlFor={dateId}>退園日（この日から写真が届かなくなります）</label>
          <input
            id={dateId}
            type="date"
            min={today}
            value={leavesOn}
            onChange={(event) => setLeavesOn(event.target.value)}
          />
          <button className="button button-danger" type="button" onClick={() => setConfirming('mark')}>
            登録する
          </button>
        </details>
      )}
      <ConfirmDialog
        open={confirming === 'mark'}
        busy={marking.busy}
        title={`${name}の${leavingReasonNames[reason]}を登録します`}
        confirmLabel="登録する"
        busyLabel="登録しています…"
        onConfirm={() => void marking.submit(undefined)}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {`${slashDate(leavesOn)}以降に撮影された写真は${name}に届かなくなり、その30日後に写真・動画・フォトムービー・顔データをすべて削除します。ご家族にはメールでお知らせし、それまでに保存していただきます。`}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'undo'}
        busy={undoing.busy}
        tone="primary"
        title={`${name}の${reasonSet}の登録を取り消します`}
        confirmLabel="取り消す"
        busyLabel="取り消しています…"
        onConfirm={() => void undoing.submit(undefined)}
        onCancel={() => setConfirming(null)}
      >
        <p>これまでどおり写真が届き、削除もされません。</p>
      </ConfirmDialog>
    </div>
  );
}
