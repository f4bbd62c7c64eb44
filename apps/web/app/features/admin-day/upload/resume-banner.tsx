import { useEffect, useState } from 'react';
import { forgetPending, type PendingFile, pendingFiles } from './pending-store';

/** Offers the files an earlier visit left unfinished (the tab was closed mid-upload). */
export function ResumeBanner({ onResume }: { onResume: (files: PendingFile[]) => void }) {
  const [left, setLeft] = useState<PendingFile[]>([]);
  useEffect(() => {
    pendingFiles()
      .then(setLeft)
      .catch(() => setLeft([]));
  }, []);
  if (left.length === 0) return null;
  return (
    <section className="upload-resume" aria-label="前回の続き">
      <p>前回送りきれなかったファイルが{left.length}件あります。</p>
      <button
        className="button button-small button-primary"
        type="button"
        onClick={() => {
          onResume(left);
          setLeft([]);
        }}
      >
        前回の続きから
      </button>
      <button
        className="button button-small"
        type="button"
        onClick={() => {
          void Promise.all(left.map((file) => forgetPending(file.id)));
          setLeft([]);
        }}
      >
        破棄する
      </button>
    </section>
  );
}
