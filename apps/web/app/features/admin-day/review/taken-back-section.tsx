import type { TakenBackItem } from '@hibi/contract';
import { adminDeliveryApi } from '@hibi/contract/api';
import { tokyoDateTime } from '@hibi/domain';
import { useState } from 'react';
import { ChangeError } from '~/components/change-error';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { adminCall } from '~/features/admin/session/admin-request';
import { ReviewSection } from './review-section';
import { ReviewThumb } from './review-thumb';
import { useReviewChange } from './use-review-change';

/** Deliveries staff took back: who did, when and why, and 元に戻す for a take-back that was wrong. */
export function TakenBackSection({ items }: { items: TakenBackItem[] }) {
  return (
    <ReviewSection list="taken-back" count={items.length}>
      <ul className="review-grid">
        {items.map((item) => (
          <TakenBackTile key={item.deliveryId} item={item} />
        ))}
      </ul>
    </ReviewSection>
  );
}

/** Restoring puts a photo in a family's timeline again, so it asks once more, naming the child. */
function TakenBackTile({ item }: { item: TakenBackItem }) {
  const [confirming, setConfirming] = useState(false);
  const restore = useReviewChange(() =>
    adminCall(adminDeliveryApi.restore, { params: { deliveryId: item.deliveryId } }),
  );
  const label = `${item.childName}さんへの配信を取り消した写真`;
  return (
    <li className="review-tile">
      <ReviewThumb url={item.thumbnailUrl} label={label} />
      <span>{item.childName}</span>
      <span className="admin-sub">
        {item.takenBackBy ?? '（削除されたスタッフ）'}が取り消し・
        <time dateTime={item.takenBackAt}>{tokyoDateTime(item.takenBackAt)}</time>
      </span>
      {item.reason ? <span className="review-reason">理由: {item.reason}</span> : null}
      <ChangeError error={restore.error} fallback="元に戻せませんでした。" />
      <button
        className="button button-small"
        type="button"
        onClick={() => setConfirming(true)}
        aria-label={`${item.childName}さんへの配信を元に戻す`}
      >
        元に戻す
      </button>
      <ConfirmDialog
        open={confirming}
        busy={restore.isPending}
        tone="primary"
        title={`${item.childName}さんへの配信を元に戻しますか？`}
        confirmLabel="元に戻す"
        busyLabel="戻しています…"
        onConfirm={() => restore.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        <ReviewThumb url={item.thumbnailUrl} label={label} />
        <p>この写真が、{item.childName}さんのご家族のタイムラインとフォトムービーにふたたび表示されます。</p>
      </ConfirmDialog>
    </li>
  );
}
