import { tokyoDate } from '@hibi/domain';
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

/** A day in the console's lists: '2026/11/22', or a dash when there is none. */
export const tokyoDayOf = (iso: string | null) => (iso ? tokyoDate(iso).replaceAll('-', '/') : '—');
