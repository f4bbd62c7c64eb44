import { useEffect, useState } from 'react';
import type { TrialFacts } from './plan-guide-alert';

/**
 * The trial's facts, computed by the domain's rules loaded after the first paint: their date
 * helpers are 7 KB the timeline's first load has no room for (page-weight budgets).
 */
export function useTrialFacts(approvedAt: string | null, trialDays: number | undefined): TrialFacts | null {
  const [facts, setFacts] = useState<TrialFacts | null>(null);
  useEffect(() => {
    if (!approvedAt || trialDays === undefined) return;
    let current = true;
    void import('./trial-facts').then(({ trialFacts }) => {
      if (current) setFacts(trialFacts(approvedAt, trialDays, new Date()));
    });
    return () => {
      current = false;
    };
  }, [approvedAt, trialDays]);
  return facts;
}
