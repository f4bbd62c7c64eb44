import { ImagePlus } from 'lucide-react';
import { useState } from 'react';

/** Where files are dropped, or picked (on a tablet: from the camera roll), many at once. */
export function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const [over, setOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is for a mouse; keyboards use the file input inside
    <div
      className={`upload-drop${over ? ' upload-drop-over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      <ImagePlus aria-hidden="true" size={32} />
      {/* A phone has nothing to drag from: it picks from the camera roll (the CSS hides this there). */}
      <p className="upload-drag-hint">ここに写真・動画をドラッグ&ドロップ</p>
      <label className="button button-primary upload-pick">
        写真・動画を選ぶ
        <input
          className="upload-input"
          type="file"
          // Named too: Windows and Linux do not count an iPhone's HEIC among image/*.
          accept="image/*,video/*,.heic,.heif"
          multiple
          disabled={disabled}
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
