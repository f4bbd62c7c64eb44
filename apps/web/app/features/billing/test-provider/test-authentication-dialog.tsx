import { useEffect, useState } from 'react';
import { useModalDialog } from '~/lib/use-modal-dialog';
import { pendingAuthentication } from './test-authentication';

/**
 * The test provider's own authentication screen (what a card company's 3-D Secure page is with
 * Stripe): a native modal dialog, so focus stays inside and Escape cancels.
 */
export function TestAuthenticationDialog() {
  const pending = pendingAuthentication.use();
  const [busy, setBusy] = useState(false);
  const ref = useModalDialog(pending !== null);
  // A new authentication starts with its buttons enabled.
  useEffect(() => {
    if (pending) setBusy(false);
  }, [pending]);
  const answer = (approve: boolean) => {
    if (!pending || busy) return;
    setBusy(true);
    void pending.answer(approve);
  };
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby="card-auth-title"
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
    >
      <h2 id="card-auth-title">カード会社の本人認証</h2>
      <p>ご利用のカード会社が、ご本人であることの確認を求めています。</p>
      <p className="mypage-muted">これはテスト用の認証画面です。実際のカード会社の画面は表示されません。</p>
      <div className="confirm-dialog-actions">
        <button className="button" type="button" disabled={busy} onClick={() => answer(false)}>
          キャンセル
        </button>
        <button className="button button-primary" type="button" disabled={busy} onClick={() => answer(true)}>
          {busy ? '確認しています…' : '認証する'}
        </button>
      </div>
    </dialog>
  );
}
