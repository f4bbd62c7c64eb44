import { BellRing } from 'lucide-react';
import type { PushDeviceState } from './use-push-device';

/** Why push, then the button, the iPhone's home-screen steps, or this device's state and off. */
export function PushOptIn({ push }: { push: PushDeviceState }) {
  const { support, on, busy, error } = push;
  if (support === null) return null;
  return (
    <div className="push-opt-in">
      <h2 className="push-opt-in-title">
        <BellRing aria-hidden="true" size={20} />
        スマホに通知を受け取る
      </h2>
      <p className="push-opt-in-why">今日の写真が届いたら、この端末にお知らせします。</p>
      {support === 'needs-home-screen' ? <HomeScreenSteps /> : null}
      {support === 'unsupported' ? (
        <p className="push-opt-in-note">
          お使いのブラウザは通知に対応していません。お知らせはメールでお届けします。
        </p>
      ) : null}
      {support === 'supported' && on ? (
        <>
          <p className="push-opt-in-state" role="status">
            この端末で通知を受け取っています。
          </p>
          <button className="button" type="button" disabled={busy} onClick={() => void push.turnOff()}>
            この端末の通知をオフにする
          </button>
        </>
      ) : null}
      {support === 'supported' && !on ? (
        <button
          className="button button-primary"
          type="button"
          disabled={busy}
          onClick={() => void push.turnOn()}
        >
          {busy ? '設定しています…' : '通知を受け取る'}
        </button>
      ) : null}
      {error ? (
        <p className="push-opt-in-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** iOS takes push only in the app added to the home screen (16.4 and later). */
function HomeScreenSteps() {
  return (
    <div className="push-home-screen">
      <p>iPhoneでは、ホーム画面に追加したひびフォトで通知を受け取れます。</p>
      <ol>
        <li>Safariの画面下にある共有ボタン（四角から矢印が出たマーク）をタップ</li>
        <li>「ホーム画面に追加」を選んで「追加」をタップ</li>
        <li>ホーム画面のひびフォトから開き、ここで「通知を受け取る」をタップ</li>
      </ol>
    </div>
  );
}
