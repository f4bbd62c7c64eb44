import { tokyoDate } from '@hibi/domain';
import { useState } from 'react';
import { MoreButton } from '~/components/more-button';
import { QueryState } from '~/features/admin/admin-query';
import { UploadedDetail } from './uploaded-detail';
import { UploadedTile } from './uploaded-tile';
import { useUploadedMedia } from './use-uploaded-media';

/**
 * What the facility uploaded on a day (today unless chosen), newest first, as a grid a teacher
 * scans on a phone: each with its state, who sent it and when; one tapped opens what can be done.
 */
export function UploadedMedia({ facilityId }: { facilityId: string }) {
  const [date, setDate] = useState(() => tokyoDate(Date.now()));
  const [openId, setOpenId] = useState<string | null>(null);
  const uploads = useUploadedMedia(facilityId, date);
  const items = uploads.data?.pages.flatMap((page) => page.items) ?? [];
  const open = items.find((item) => item.mediaId === openId);
  if (facilityId === '') return null;
  return (
    <section className="uploaded-media" aria-labelledby="uploaded-media-title">
      <div className="uploaded-media-head">
        <h2 id="uploaded-media-title" className="admin-subtitle">
          アップロードした写真・動画
        </h2>
        <label className="field uploaded-date">
          <span className="field-label">日付</span>
          <input
            className="field-input"
            type="date"
            value={date}
            required
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
        </label>
      </div>
      <QueryState isPending={uploads.isPending} error={uploads.error} onRetry={() => void uploads.refetch()}>
        {items.length === 0 ? (
          <p className="admin-state">この日にアップロードした写真・動画はありません。</p>
        ) : (
          <ul className="uploaded-grid">
            {items.map((item) => (
              <UploadedTile key={item.mediaId} item={item} onOpen={() => setOpenId(item.mediaId)} />
            ))}
          </ul>
        )}
        <MoreButton pages={uploads} className="uploaded-more" label="もっと見る" />
      </QueryState>
      {open ? <UploadedDetail key={open.mediaId} item={open} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}
