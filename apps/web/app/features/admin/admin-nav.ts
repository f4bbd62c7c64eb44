import type { StaffRole } from '@hibi/contract';
import {
  BarChart3,
  Building2,
  ClipboardCheck,
  History,
  Inbox,
  type LucideIcon,
  ScanSearch,
  Upload,
  Users,
} from 'lucide-react';

export interface AdminNavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Hidden from facility staff (the page's loader refuses them too). */
  operatorsOnly?: boolean;
}

/** The console's destinations, in the order of a nursery's day. */
export const adminNav: readonly AdminNavEntry[] = [
  { to: '/admin/approvals/', label: '承認待ち', icon: ClipboardCheck },
  { to: '/admin/upload/', label: '今日のアップロード', icon: Upload },
  { to: '/admin/fairness/', label: '配信バランス', icon: BarChart3 },
  { to: '/admin/review/', label: '配信の確認', icon: ScanSearch },
  { to: '/admin/facilities/', label: '施設', icon: Building2 },
  { to: '/admin/staff/', label: 'スタッフ', icon: Users },
  { to: '/admin/inbox/', label: 'お問い合わせ', icon: Inbox, operatorsOnly: true },
  { to: '/admin/audit/', label: '操作履歴', icon: History },
];

export function navFor(role: StaffRole): AdminNavEntry[] {
  return adminNav.filter((entry) => role === 'operator' || !entry.operatorsOnly);
}
