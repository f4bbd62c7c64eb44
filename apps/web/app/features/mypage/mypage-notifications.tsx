import { lazy, Suspense } from 'react';
import { Loaded } from '~/components/load-state';
import { MypageScreen } from '~/components/mypage-screen';
import { canChangeNotification } from '~/features/notifications/notification-rules';
import { NotificationSwitch } from '~/features/notifications/notification-switch';
import { useNotificationPreferences } from '~/features/notifications/use-notification-preferences';
import { sessionAccount } from '~/features/session/session-state';
import { mypageMeta } from '~/lib/mypage-entry';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/notifications/');

// The push card and its browser checks load with this page only (decision 0081).
const PushSettingsCard = lazy(() => import('~/features/push/push-settings-card'));

/**
 * Push on this device, then which notices the guardian receives: one switch per type, saved as
 * soon as it turns, for mail and push alike (decision 0081).
 */
export default function MyPageNotifications() {
  const account = sessionAccount.use();
  const { preferences, change, saveStates } = useNotificationPreferences();
  const plan = account?.user.subscriptionType ?? 'free';
  return (
    <MypageScreen
      path="/mypage/notifications/"
      lead="受け取るお知らせを選べます。切り替えると、すぐに保存されます。"
    >
      <Suspense fallback={null}>
        <PushSettingsCard />
      </Suspense>
      <h2 className="mypage-section-title">お知らせの種類</h2>
      <Loaded read={preferences} label="通知設定">
        {(items) => (
          <ul className="card mypage-card switch-list">
            {items.map((item) => (
              <li key={item.type}>
                <NotificationSwitch
                  item={item}
                  changeable={canChangeNotification(item.type, plan)}
                  onChange={(optout) => change(item.type, optout)}
                  saveState={saveStates[item.type]}
                />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <p className="mypage-note">
        メールはご登録のアドレス（{account?.user.email}
        ）に、通知はオンにした端末にお送りします。各メールの末尾にあるリンクからも配信を停止できます。
      </p>
    </MypageScreen>
  );
}
