import { useState } from 'react';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { signOut } from './session-actions';

/** The confirmation of SignOutButton: open as soon as it is shown. */
export default function SignOutDialog({ onCancel }: { onCancel: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open
      busy={busy}
      title="ログアウトしますか？"
      confirmLabel="ログアウトする"
      busyLabel="ログアウト中…"
      onConfirm={() => {
        setBusy(true);
        void signOut();
      }}
      onCancel={onCancel}
    >
      <p>この端末からログアウトします。次に見るときは、メールアドレスとパスワードでログインします。</p>
    </ConfirmDialog>
  );
}
