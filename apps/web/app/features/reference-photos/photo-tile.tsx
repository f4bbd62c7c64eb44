import { ImageIcon, X } from 'lucide-react';
import { useState } from 'react';
import type { SelectedPhoto } from './use-photo-selection';

interface PhotoTileProps {
  photo: SelectedPhoto;
  index: number;
  onRemove?: () => void;
}

/** One chosen photo: its preview (a plain tile where the browser cannot show HEIC), progress, remove. */
export function PhotoTile({ photo, index, onRemove }: PhotoTileProps) {
  const [previewFailed, setPreviewFailed] = useState(false);
  const label = `写真${index + 1}`;
  return (
    <li className="photo-tile">
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
      {onRemove ? (
        <button className="photo-tile-remove" type="button" onClick={onRemove} aria-label={`${label}を外す`}>
          <X aria-hidden="true" size={20} />
        </button>
      ) : null}
    </li>
  );
}
