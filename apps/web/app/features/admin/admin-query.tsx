import type { ReactNode } from 'react';
import { messageOf } from '~/lib/api-error';

/** What a console list shows while its query loads or after it failed (with a retry). */
export function QueryState({
  isPending,
  error,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (error) {
    return (
      <div className="admin-state" role="alert">
        <p>{messageOf(error, '読み込めませんでした。時間をおいてもう一度お試しください。')}</p>
        <button className="button button-small" type="button" onClick={onRetry}>
          再読み込み
        </button>
      </div>
    );
  }
  if (isPending) {
    return (
      <p className="admin-state" role="status">
        読み込んでいます…
      </p>
    );
  }
  return children;
}

const tokyoMinutes = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const tokyoDay = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'medium' });

/** An ISO instant as staff in Japan read it: 2026/11/22 19:05. */
export const tokyoDateTime = (iso: string) => tokyoMinutes.format(new Date(iso));
export const tokyoDayOf = (iso: string | null) => (iso ? tokyoDay.format(new Date(iso)) : '—');
