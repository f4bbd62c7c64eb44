import { useEffect, useRef } from 'react';
import type { SignupStage } from './signup-stage';

/** Each new step moves focus to its heading, so screen readers announce where the guardian is. */
export function useFocusOnStageChange(stage: SignupStage) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new stage is the trigger, not an input
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('.signup h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
    window.scrollTo({ top: 0 });
  }, [stage]);
}
