import { useState } from 'react';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { useSubmit } from '~/components/form/use-submit';
import { goTo } from '~/features/session/app-signals';
import { endSessionLocally } from '~/features/session/session-end';
import { leaveFamily } from './family-calls';

/** A member withdraws themselves: only their account ends; the family's photos stay. */
export function LeaveFamily({ userId }: { userId: string }) {
  const [asking, setAsking] = useState(false);
  const leave = useSubmit(async () => {
    await leaveFamily(userId);
    endSessionLocally();
    goTo('/signin/', { replace: true });
  }, 'ご家族から抜けられませんでした。時間をおいて、もう一度お試しください。');

  return (
    <>
      <button className="link-button family-leave" type="button" onClick={() => setAsking(true)}>
        このご家族から抜ける（退会）
      </button>
      <ConfirmDialog
        open={asking}
        busy={leave.busy}
        title="このご家族から抜けますか？"
        confirmLabel="抜ける"
        busyLabel="手続きしています…"
        onConfirm={() => void leave.submit(undefined)}
        onCancel={() => setAsking(false)}
      >
        <p className="mypage-muted">
          あなたのアカウントは退会となり、写真を見られなくなります。お子さまの写真やほかのご家族のデータは消えません。
        </p>
      </ConfirmDialog>
    </>
  );
}
