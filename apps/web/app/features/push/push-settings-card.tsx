import { PushOptIn } from './push-opt-in';
import { usePushDevice } from './use-push-device';

/** マイページ's 通知設定: this device's push, and every device of the member that has it on. */
export default function PushSettingsCard() {
  const push = usePushDevice();
  return (
    <section className="card mypage-card push-settings">
      <PushOptIn push={push} />
      {push.devices.length > 0 ? (
        <div className="push-devices">
          <h3>通知を受け取っている端末</h3>
          <ul>
            {push.devices.map((device) => (
              <li key={device.id}>
                {device.label}
                {device.thisDevice ? <span className="push-this-device">この端末</span> : null}
              </li>
            ))}
          </ul>
          <p className="push-opt-in-note">ほかの端末の通知は、その端末のこの画面からオフにできます。</p>
        </div>
      ) : null}
    </section>
  );
}
