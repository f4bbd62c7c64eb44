import { useState } from 'react';
import { fallbackMessages } from '~/lib/fallback-messages';
import { showToast } from '~/lib/toast';
import { ChosenPhotos } from './chosen-photos';
import { PhotoPickers } from './photo-pickers';
import { selectionProblem } from './selection-problem';
import type { PhotoSelection } from './use-photo-selection';

interface PhotoChooserProps {
  selection: PhotoSelection;
  /** How many photos may go (the tickets there are or will be). */
  max: number;
  busy: boolean;
  /** What the send button says before sending. */
  sendLabel: string;
  /** Called only with 1…max photos chosen. */
  onSend: () => void;
}

/**
 * Pick photos, see them with their progress, send them: sign-up's step 4 and my page alike.
 * More photos than tickets is the upload error of §5, and nothing is sent.
 */
export function PhotoChooser({ selection, max, busy, sendLabel, onSend }: PhotoChooserProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const send = () => {
    const found = selectionProblem(selection.photos.length, max);
    setProblem(found);
    if (found && selection.photos.length) showToast(fallbackMessages.imageUploadFailed, 'error');
    if (!found) onSend();
  };
  return (
    <>
      <PhotoPickers onAdd={selection.add} onProblem={setProblem} disabled={busy} />
      <ChosenPhotos
        photos={selection.photos}
        max={max}
        problem={problem}
        onRemove={busy ? undefined : selection.remove}
      />
      <button
        className="button button-primary button-block"
        type="button"
        onClick={send}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? 'アップロードしています…' : sendLabel}
      </button>
    </>
  );
}
