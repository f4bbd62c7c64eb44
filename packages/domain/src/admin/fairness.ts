export type FairnessStanding = 'none' | 'few' | 'enough';

/** One child's count of photos delivered on a day. */
export type DayCount = { childName: string; delivered: number };

/** The middle count of the group (the lower middle for an even group); 0 for nobody. */
function medianOf(counts: number[]): number {
  const sorted = [...counts].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * A child is behind with no photo at all, or with fewer than half of what the class's middle
 * child received: the children staff should photograph before the day ends.
 */
export function fairnessStanding(delivered: number, median: number): FairnessStanding {
  if (delivered === 0) return 'none';
  return delivered < median / 2 ? 'few' : 'enough';
}

/** The day's counts fewest first (ties by name, in Japanese order), each with its standing. */
export function rankForFairness<Row extends DayCount>(rows: Row[]): (Row & { standing: FairnessStanding })[] {
  const median = medianOf(rows.map((row) => row.delivered));
  return [...rows]
    .sort((a, b) => a.delivered - b.delivered || a.childName.localeCompare(b.childName, 'ja'))
    .map((row) => ({ ...row, standing: fairnessStanding(row.delivered, median) }));
}
