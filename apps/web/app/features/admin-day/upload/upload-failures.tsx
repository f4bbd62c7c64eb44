import type { UploadFailure } from '@hibi/contract';
import { useState } from 'react';
import { ChangeError } from '~/components/change-error';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { useUploadFailures } from './use-upload-failures';

interface UploadFailuresProps {
  facilityId: string;
  date: string;
  failedCount: number;
}

const nameOf = (item: UploadFailure) => item.name ?? `名前のない${item.kind === 'video' ? '動画' : '写真'}`;

/**
 * Each of the day's uploads the pipeline could not use, by its file name with the reason: staff
 * process it again (a failure of ours) or remove it and send a fixed file (a failure of the file's).
 */
export function UploadFailures({ facilityId, date, failedCount }: UploadFailuresProps) {
  const { failures, error, retry, remove } = useUploadFailures(facilityId, date, failedCount);
  const [removing, setRemoving] = useState<UploadFailure | null>(null);
  if (failures.length === 0 && !error) return null;
  const changeError = retry.error ?? remove.error;
  return (
    <section className="upload-failures" aria-labelledby="upload-failures-title">
      <h3 id="upload-failures-title" className="upload-failures-title">
        処理できなかったファイル（{failedCount}件）
      </h3>
      <p className="admin-sub">
        ファイルを直した場合は、上から選び直して送ってから、ここで削除してください。
      </p>
      <ChangeError error={error} fallback="一覧を読み込めませんでした。" />
      <ChangeError error={changeError} fallback="できませんでした。もう一度お試しください。" />
      <ul className="upload-failure-list">
        {failures.map((item) => (
          <li key={item.mediaId} className="upload-failure">
            <span className="upload-name">{nameOf(item)}</span>
            <p className="upload-failure-reason">{item.reason}</p>
            <div className="upload-failure-actions">
              <button
                className="button button-small"
                type="button"
                disabled={retry.isPending}
                onClick={() => retry.mutate(item.mediaId)}
                aria-label={`${nameOf(item)}をもう一度処理する`}
              >
                もう一度処理する
              </button>
              <button
                className="button button-small"
                type="button"
                onClick={() => setRemoving(item)}
                aria-label={`${nameOf(item)}を削除する`}
              >
                削除する
              </button>
            </div>
          </li>
        ))}
      </ul>
      {removing ? (
        <ConfirmDialog
          open
          busy={remove.isPending}
          title={`${nameOf(removing)}を削除しますか？`}
          confirmLabel="削除する"
          busyLabel="削除しています…"
          onConfirm={() => remove.mutate(removing.mediaId, { onSettled: () => setRemoving(null) })}
          onCancel={() => setRemoving(null)}
        >
          <p>どなたにも届いていないファイルです。アップロードされたファイルも消えます。</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
