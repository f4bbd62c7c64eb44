import type { UploadedMediaItem } from '@hibi/contract';
import { uploadedByline, uploadedStateText } from './uploaded-text';
import { UploadedThumb } from './uploaded-thumb';

/** One upload in the day's grid: its picture, state, uploader and time; tapped, its details. */
export function UploadedTile({ item, onOpen }: { item: UploadedMediaItem; onOpen: () => void }) {
  return (
    <li className="uploaded-tile">
      <button className="uploaded-open" type="button" onClick={onOpen} aria-haspopup="dialog">
        <UploadedThumb item={item} className="uploaded-thumb" />
        <span className={`uploaded-state uploaded-state-${item.state}`}>{uploadedStateText(item)}</span>
        {item.state === 'failed' && item.failureReason ? (
          <span className="uploaded-reason">{item.failureReason}</span>
        ) : null}
        <span className="uploaded-byline">{uploadedByline(item)}</span>
      </button>
    </li>
  );
}
