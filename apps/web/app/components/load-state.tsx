import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';

/** A card's place while its answer is on the way (the loading bar shows the wait too). */
export function Loading({ label }: { label: string }) {
  return (
    <p className="mypage-loading" role="status">
      {label}を読み込んでいます…
    </p>
  );
}

/**
 * A read that failed without sending the guardian anywhere (a 404, or the network): say so
 * calmly and offer to try again. 401/403 and 5xx are handled by the session layer (§8).
 */
export function LoadFailed({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <div className="mypage-load-failed" role="alert">
      <p>{label}を読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。</p>
      <button className="button" type="button" onClick={onRetry}>
        <RotateCw aria-hidden="true" size={18} />
        再読み込み
      </button>
    </div>
  );
}

interface Read<Data> {
  isError: boolean;
  data: Data | undefined;
  refetch: () => Promise<unknown>;
}

/** A query's answer once it is there; until then Loading, and LoadFailed with a retry if it failed. */
export function Loaded<Data extends object>({
  read,
  label,
  children,
}: {
  read: Read<Data>;
  label: string;
  children: (data: Data) => ReactNode;
}) {
  if (read.isError) return <LoadFailed label={label} onRetry={() => void read.refetch()} />;
  if (!read.data) return <Loading label={label} />;
  return children(read.data);
}
