import { useEffect, useState } from 'react';
import { messageOf } from '~/lib/api-error';
import { showToast } from '~/lib/toast';
import { resendCode } from './signup-calls';

/** Long enough for a mail to arrive, short enough to ask again while still on the screen. */
const COOLDOWN_SECONDS = 60;

/** 「認証コードをもう一度送る」, then a visible wait before it can be asked again. */
export function ResendCode({ email }: { email: string }) {
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (wait === 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const send = async () => {
    setBusy(true);
    try {
      await resendCode(email);
      showToast('新しい認証コードをお送りしました。前のコードは使えなくなります。', 'success');
      setWait(COOLDOWN_SECONDS);
    } catch (error) {
      showToast(
        messageOf(error, '認証コードを送れませんでした。時間をおいて、もう一度お試しください。'),
        'error',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="resend-code">
      <button className="link-button" type="button" onClick={() => void send()} disabled={busy || wait > 0}>
        認証コードをもう一度送る
      </button>
      <span className="resend-code-wait" aria-live="polite">
        {wait > 0 ? `あと${wait}秒で、もう一度送れます` : ''}
      </span>
    </p>
  );
}
