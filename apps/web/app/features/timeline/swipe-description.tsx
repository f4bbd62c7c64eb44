import { CloseButton } from '~/components/icon-button';
import { storedSwipeDescriptionSeen } from '~/features/session/client-storage';
import { useRememberedDismissal } from './use-remembered-dismissal';

/** The swipe description image of §2: how the viewer works, in one line, until the guardian closes it. */
export function SwipeDescription() {
  const { dismissed, dismiss: close } = useRememberedDismissal(storedSwipeDescriptionSeen);
  if (dismissed) return null;
  return (
    <aside className="swipe-description" aria-label="写真の見かた">
      <svg viewBox="0 0 120 80" width="48" height="32" aria-hidden="true">
        <rect x="30" y="6" width="60" height="68" rx="8" fill="#fff" stroke="#c2410c" strokeWidth="3" />
        <rect x="38" y="16" width="44" height="34" rx="4" fill="#fdf0e1" />
        <circle cx="52" cy="30" r="6" fill="#f6c453" />
        <path
          d="M14 40h14M20 34l-6 6 6 6M106 40H92M100 34l6 6-6 6"
          stroke="#2f7a5b"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <p>
        タップで大きく、<strong>左右にスワイプ</strong>で前後の写真へ。ピンチで拡大できます。
      </p>
      <CloseButton label="写真の見かたを閉じる" onClose={close} />
    </aside>
  );
}
