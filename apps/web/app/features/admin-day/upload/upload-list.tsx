import { FileThumb } from './file-thumb';
import type { UploadItem, UploadStatus } from './use-day-upload';

const statusText: Record<UploadStatus, string> = {
  waiting: '待機中',
  uploading: '送信中',
  done: '完了',
  failed: '失敗',
};

interface UploadListProps {
  items: UploadItem[];
  onRetry: (item: UploadItem) => void;
  onClear: () => void;
}

/** Every chosen file with its progress; a failed one can be sent again, unless it was refused. */
export function UploadList({ items, onRetry, onClear }: UploadListProps) {
  if (items.length === 0) return null;
  const done = items.filter((item) => item.status === 'done').length;
  const failedCount = items.filter((item) => item.status === 'failed').length;
  return (
    <section className="upload-files" aria-labelledby="upload-files-title">
      <div className="upload-files-head">
        <h2 id="upload-files-title" className="admin-subtitle">
          送信状況
        </h2>
        <p role="status" className="upload-total">
          {done} / {items.length}件 完了{failedCount > 0 ? `（失敗 ${failedCount}件）` : ''}
        </p>
        {done > 0 ? (
          <button className="button button-small" type="button" onClick={onClear}>
            完了したものを消す
          </button>
        ) : null}
      </div>
      <ul className="upload-file-list">
        {items.map((item) => (
          <li key={item.id} className={`upload-file upload-${item.status}`}>
            <FileThumb blob={item.blob} type={item.type} />
            <span className="upload-name">{item.name}</span>
            <progress max={100} value={Math.round(item.progress * 100)} aria-label={`${item.name}の送信`} />
            <span className="upload-status">{statusText[item.status]}</span>
            {item.status === 'failed' ? <span className="field-error">{item.error}</span> : null}
            {item.status === 'failed' && !item.refused ? (
              <button className="button button-small" type="button" onClick={() => onRetry(item)}>
                再送信
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
