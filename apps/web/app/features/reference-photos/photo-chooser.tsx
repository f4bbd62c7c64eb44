import { useEffect, useState } from 'react';
import { AlertRegion } from '~/components/form/form-alert';
import { ChosenPhotos } from './chosen-photos';
import { PhotoPickers } from './photo-pickers';
import { selectionProblem } from './selection-problem';
import type { CheckedPhotos } from './use-checked-photos';

interface PhotoChooserProps {
  checked: CheckedPhotos;
  /** How many photos may go (the tickets there are or will be). */
  max: number;
  busy: boolean;
  /** What the send button says before sending. */
  sendLabel: string;
  /** Called with 1…max photos chosen (or none, with `allowNone`), none known to be unusable. */
  onSend: () => void;
  /** Why the last send failed, said above the button (not in a toast over it). */
  sendFailure?: string | null;
  /** Sending without new photos is fine: the child has photos registered already. */
  allowNone?: boolean;
}

/**
 * Pick photos, see each one's upload and face check, send them: sign-up's step 4 and my page
 * alike. More photos than tickets are refused as they are chosen (none is uploaded, §5); an
 * unusable photo holds the send back until it is taken out (decision 0039).
 */
export function PhotoChooser(props: PhotoChooserProps) {
  const { checked, max, busy, sendLabel, onSend, sendFailure, allowNone } = props;
  const [problem, setProblem] = useState<string | null>(null);
  // Sent while photos were still uploading: they go once the uploads end, as the family meant.
  const [waiting, setWaiting] = useState(false);
  const { uploading, sendProblem } = checked;
  useEffect(() => {
    if (!waiting || uploading) return;
    setWaiting(false);
    setProblem(sendProblem);
    if (!sendProblem) onSend();
  }, [waiting, uploading, sendProblem, onSend]);
  const send = () => {
    const count = checked.photos.length;
    const countProblem = allowNone && count === 0 ? null : selectionProblem(count, max);
    if (!countProblem && uploading) {
      setProblem(null);
      setWaiting(true);
      return;
    }
    const found = countProblem ?? (count ? sendProblem : null);
    setProblem(found);
    if (!found) onSend();
  };
  return (
    <>
      <PhotoPickers onAdd={checked.add} onProblem={setProblem} disabled={busy} />
      <ChosenPhotos
        photos={checked.photos}
        max={max}
        problem={problem}
        onRemove={busy ? undefined : checked.remove}
      />
      <AlertRegion message={busy ? null : sendFailure} />
      <button
        className="button button-primary button-block"
        type="button"
        onClick={send}
        disabled={busy || waiting}
        aria-busy={busy || waiting}
      >
        {busy ? '送信しています…' : waiting ? '写真のアップロードを待っています…' : sendLabel}
      </button>
    </>
  );
}
