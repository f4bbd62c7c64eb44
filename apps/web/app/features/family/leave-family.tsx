import { ConfirmDialog } from '~/components/confirm-dialog';
import { useConfirmation } from '~/components/use-confirmation';
import { goTo } from '~/features/session/app-signals';
import { endSessionLocally } from '~/features/session/session-end';
import { leaveFamily } from './family-calls';

/** A member withdraws themselves: only their account ends; the family's photos stay. */
export function LeaveFamily({ userId }: { userId: string }) {
  const leave = useConfirmation(async () => {
    await leaveFamily(userId);
    endSessionLocally();
    goTo('/signin/', { replace: true });
  }, 'ご家族から抜けられませんでした。時間をおいて、もう一度お試しください。');

  return (
    <>
      <button className="link-button family-leave" type="button" onClick={() => leave.ask(true)}>
        このご家族から抜ける（退会）
      </button>
      <ConfirmDialog
        {...leave.dialog}
        title="このご家族から抜けますか？"
        confirmLabel="抜ける"
        busyLabel="手続きしています…"
      >
        <p className="mypage-muted">
          あなたのアカウントは退会となり、写真を見られなくなります。お子さまの写真やほかのご家族のデータは消えません。
        </p>
      </ConfirmDialog>
    </>
  );
}
