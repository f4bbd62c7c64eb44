import type { ReturnedItem } from '@hibi/contract';
import { tokyoDateTime } from '@hibi/domain';
import { ReviewSection } from './review-section';
import { ReviewThumb } from './review-thumb';

/** Items families returned as 'not my child': the matcher has learned from them already. */
export function ReturnedSection({ items }: { items: ReturnedItem[] }) {
  return (
    <ReviewSection list="returned" count={items.length}>
      <ul className="review-grid">
        {items.map((item) => (
          <li key={item.deliveryId} className="review-tile">
            <ReviewThumb url={item.thumbnailUrl} label={`${item.childName}さんから返却された写真`} />
            <span>{item.childName}</span>
            <span className="admin-sub">
              <time dateTime={item.returnedAt}>{tokyoDateTime(item.returnedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </ReviewSection>
  );
}
