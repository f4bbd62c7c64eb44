import { CircleAlert, CircleCheck, ImageIcon, LoaderCircle, X } from 'lucide-react';
import { useState } from 'react';
import type { SelectedPhoto } from './use-photo-selection';

interface PhotoTileProps {
  photo: SelectedPhoto;
  index: number;
  onRemove?: () => void;
}

/** Where the photo stands: uploading, being checked, usable, or unusable with what to do. */
function tileState(photo: SelectedPhoto) {
  // A failure says itself what went wrong; 「使えません」 is the face check's verdict only.
  if (photo.failure) return { kind: 'bad', text: photo.failure, verdict: false } as const;
  if (!photo.referenceId) return { kind: 'busy', text: 'アップロードしています…' } as const;
  const check = photo.check;
  if (!check || check.verdict === 'checking') return { kind: 'busy', text: '顔を確認しています…' } as const;
  return { kind: check.verdict === 'usable' ? 'good' : 'bad', text: check.message, verdict: true } as const;
}

const icons = { busy: LoaderCircle, good: CircleCheck, bad: CircleAlert };

/**
 * One chosen photo: its preview (a plain tile where the browser cannot show HEIC), progress, its
 * face check in words (decision 0039), and a way to take it out once it is not on its way.
 */
export function PhotoTile({ photo, index, onRemove }: PhotoTileProps) {
  const [previewFailed, setPreviewFailed] = useState(false);
  const label = `写真${index + 1}`;
  const state = tileState(photo);
  const Icon = icons[state.kind];
  const removable = onRemove && (photo.referenceId || photo.failure);
  return (
    <li className={`photo-tile photo-tile-${state.kind}`}>
      <div className="photo-tile-image">
        {previewFailed ? (
          <div className="photo-tile-placeholder">
            <ImageIcon aria-hidden="true" size={28} />
            <span>{photo.file.name}</span>
          </div>
        ) : (
          <img src={photo.previewUrl} alt={`${label}のプレビュー`} onError={() => setPreviewFailed(true)} />
        )}
        {photo.progress !== null ? (
          <progress
            className="photo-tile-progress"
            max={1}
            value={photo.progress}
            aria-label={`${label}のアップロード`}
          />
        ) : null}
        {removable ? (
          <button
            className="photo-tile-remove"
            type="button"
            onClick={onRemove}
            aria-label={`${label}を外す`}
          >
            <X aria-hidden="true" size={20} />
          </button>
        ) : null}
      </div>
      <p className="photo-tile-check" aria-live="polite">
        <Icon aria-hidden="true" size={16} />
        <span>
          <span className="visually-hidden">{label}: </span>
          {state.kind === 'bad' && 'verdict' in state && state.verdict ? <strong>使えません。</strong> : null}
          {state.text}
        </span>
      </p>
    </li>
  );
}
