import {
  BellRing,
  Camera,
  ChevronRight,
  CreditCard,
  Download,
  KeyRound,
  type LucideIcon,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { usePrefetchMode } from '~/lib/prefetch';

interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
  note?: string;
}

/**
 * The settings of my page as a list of rows with chevrons, each a whole-row 44 px+ target. The plan
 * and the reference photos are the 保護者's: a 家族 (or a role still loading) does not see them.
 */
export function MypageMenu({ planName, guardian }: { planName: string; guardian: boolean }) {
  const prefetch = usePrefetchMode();
  const items: MenuItem[] = [
    ...(guardian
      ? [
          { to: '/mypage/plan/', label: 'ご利用プラン', icon: CreditCard, note: planName },
          { to: '/mypage/photos/', label: 'お子さまの登録写真', icon: Camera },
        ]
      : []),
    { to: '/mypage/download/', label: '写真・動画の一括保存', icon: Download },
    { to: '/mypage/family/', label: guardian ? 'ご家族の招待・メンバー' : 'ご家族', icon: Users },
    { to: '/mypage/notifications/', label: '通知設定', icon: BellRing },
    { to: '/mypage/password/', label: 'パスワード変更', icon: KeyRound },
  ];
  return (
    <nav className="mypage-menu" aria-label="設定">
      <ul>
        {items.map(({ to, label, icon: Icon, note }) => (
          <li key={to}>
            <Link to={to} prefetch={prefetch}>
              <Icon className="mypage-menu-icon" aria-hidden="true" size={22} />
              <span className="mypage-menu-label">{label}</span>
              {note ? <span className="mypage-menu-note">{note}</span> : null}
              <ChevronRight className="mypage-menu-chevron" aria-hidden="true" size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
