import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { requestActivity } from './loading-bar-store';

/** Specification §9: shown only for work that lasts longer than this, then fills in about 5 s. */
export const LOADING_BAR_DELAY_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

type Phase = 'hidden' | 'running' | 'done' | 'failed';

/**
 * The thin bar at the top of the screen (§4) for page loads and API calls: appears after 200 ms,
 * runs towards 100 % over about 5 s, completes when the work ends, turns red when it failed.
 * Decorative for screen readers: pages announce their own busy states.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const activity = requestActivity.use();
  const busy = navigation.state !== 'idle' || activity.pending > 0;
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), LOADING_BAR_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? (activity.failed ? 'failed' : 'done') : current));
    const timer = setTimeout(() => setPhase('hidden'), 600);
    return () => clearTimeout(timer);
  }, [busy, activity.failed]);

  return (
    <div className={`loading-bar loading-bar-${phase}`} aria-hidden="true">
      <div
        className="loading-bar-fill"
        style={{ transitionDuration: phase === 'running' ? `${LOADING_BAR_DURATION_MS}ms` : undefined }}
      />
    </div>
  );
}
