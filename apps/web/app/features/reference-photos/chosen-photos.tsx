import { PhotoTile } from './photo-tile';
import type { SelectedPhoto } from './use-photo-selection';

interface ChosenPhotosProps {
  photos: SelectedPhoto[];
  max: number;
  problem: string | null;
  /** Absent while uploading: photos on their way cannot be taken out. */
  onRemove?: (photoId: string) => void;
}

/** How many photos of the allowed number are chosen, what is wrong with them, and their previews. */
export function ChosenPhotos({ photos, max, problem, onRemove }: ChosenPhotosProps) {
  return (
    <>
      <p className="photo-count" aria-live="polite">
        {photos.length} / {max}枚
      </p>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {photos.length ? (
        <ul className="photo-grid" aria-label="選んだ写真">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              onRemove={onRemove ? () => onRemove(photo.id) : undefined}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}
