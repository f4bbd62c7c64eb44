import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { messageOf } from '~/lib/api-error';

interface LabelledQueryStateProps {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** What is being read, e.g. 承認待ちの一覧. */
  label: string;
  children: ReactNode;
}

/**
 * A read's waiting and failed states; the children once it arrived. A 401 or 5xx is handled by
 * the console's request layer; a 403, 404 or the network is said here with the server's words.
 */
export function LabelledQueryState({ query, label, children }: LabelledQueryStateProps) {
  if (query.isPending)
    return (
      <p className="admin-loading" role="status">
        {label}を読み込んでいます…
      </p>
    );
  if (query.isError)
    return (
      <div className="admin-load-failed" role="alert">
        <p>{messageOf(query.error, `${label}を読み込めませんでした。もう一度お試しください。`)}</p>
        <button className="button" type="button" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" size={18} />
          再読み込み
        </button>
      </div>
    );
  return <>{children}</>;
}
