import { useEffect, useRef } from 'react';
import { contentWasPending, useContentShown } from './content-shown';

/**
 * A link to a section of a client-only page (/parents/#price, from an advert or a mail) finds no
 * section when the browser looks for it: the page renders later (§2). Once the content is shown,
 * look again, once, unless the reader has scrolled (or a reload has restored where they were).
 */
export function useScrollToHashWhenShown() {
  const shown = useContentShown();
  const done = useRef(false);
  useEffect(() => {
    if (!shown || done.current) return;
    done.current = true;
    const id = sectionId(window.location.hash);
    if (!id || !contentWasPending() || window.scrollY !== 0) return;
    document.getElementById(id)?.scrollIntoView();
  }, [shown]);
}

/** The id a fragment names; null for none or for one no browser could match (bad %-escapes). */
function sectionId(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1)) || null;
  } catch {
    return null;
  }
}
