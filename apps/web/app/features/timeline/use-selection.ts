import { maxMediaPerDownload } from '@hibi/contract/limits';
import { useState } from 'react';
import { showToast } from '~/lib/toast';

/** Choosing photos to save together: at most as many as one ZIP may hold. */
export function useSelection() {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selecting,
    selected,
    start: () => setSelecting(true),
    stop: () => {
      setSelecting(false);
      setSelected(new Set());
    },
    toggle(mediaId: string) {
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(mediaId)) next.delete(mediaId);
        else if (next.size >= maxMediaPerDownload)
          showToast(`一度に保存できるのは${maxMediaPerDownload}件までです。`, 'info');
        else next.add(mediaId);
        return next;
      });
    },
  };
}
