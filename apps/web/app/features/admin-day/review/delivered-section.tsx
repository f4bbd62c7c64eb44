import type { DeliveredItem, DeliveryReason } from '@hibi/contract';
import { adminDeliveryApi } from '@hibi/contract/api';
import { useState } from 'react';
import { ChangeError } from '~/components/change-error';
import { adminCall } from '~/features/admin/session/admin-request';
import { ReviewSection } from './review-section';
import { ReviewThumb } from './review-thumb';
import { useReviewChange } from './use-review-change';

/** Which child received which photo, grouped by child; each delivery can be taken back with a reason. */
export function DeliveredSection({ items }: { items: DeliveredItem[] }) {
  const byChild = new Map<string, DeliveredItem[]>();
  for (const item of items) byChild.set(item.childId, [...(byChild.get(item.childId) ?? []), item]);
  return (
    <ReviewSection list="delivered" count={items.length}>
      {[...byChild.values()].map((delivered) => (
        <div key={delivered[0]?.childId} className="review-child">
          <h3 className="review-child-name">
            {delivered[0]?.childName}
            <span className="admin-sub">{delivered[0]?.className ?? ''}</span>
          </h3>
          <ul className="review-grid">
            {delivered.map((item) => (
              <DeliveredTile key={item.deliveryId} item={item} />
            ))}
          </ul>
        </div>
      ))}
    </ReviewSection>
  );
}

function DeliveredTile({ item }: { item: DeliveredItem }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const revoke = useReviewChange(() =>
    adminCall(adminDeliveryApi.revoke, { params: { deliveryId: item.deliveryId }, body: { reason } }),
  );
  const label = `${item.childName}さんに配信された写真`;
  return (
    <li className="review-tile">
      <ReviewThumb url={item.thumbnailUrl} label={label} />
      <span className="admin-sub">
        {item.source === 'manual' ? '手動で配信' : scoreText(item.similarity)}
        {item.reason && item.reason !== 'matched' ? (
          <span className="review-reason">{reasonText[item.reason]}</span>
        ) : null}
      </span>
      {item.hidden ? <span className="uploaded-state uploaded-state-hidden">非公開</span> : null}
      {open ? (
        <form
          className="review-revoke"
          onSubmit={(event) => {
            event.preventDefault();
            revoke.mutate(undefined);
          }}
        >
          <label className="field">
            <span className="field-label">取り消す理由</span>
            <input
              className="field-input"
              value={reason}
              required
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <ChangeError error={revoke.error} fallback="取り消せませんでした。" />
          <div className="review-actions">
            <button className="button button-small button-primary" type="submit" disabled={revoke.isPending}>
              取り消す
            </button>
            <button className="button button-small" type="button" onClick={() => setOpen(false)}>
              やめる
            </button>
          </div>
        </form>
      ) : (
        <button
          className="button button-small"
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`${label}の配信を取り消す`}
        >
          配信を取り消す
        </button>
      )}
    </li>
  );
}

/** Why a face that alone was not sure enough still went to this child. */
const reasonText: Record<Exclude<DeliveryReason, 'matched'>, string> = {
  next_child_in_photo: '写真内のほかの顔が先に決まったため',
  same_day_faces: '同じ日の写真の顔とよく似ているため',
  burst: '連写の前後の写真と同じ位置の顔のため',
};

const scoreText = (similarity: number | null) =>
  similarity === null ? '自動で配信' : `一致度 ${Math.round(similarity * 100)}%`;
