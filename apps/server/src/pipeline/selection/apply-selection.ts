import type { Database } from '@hibi/db';
import { selectionReasons } from '@hibi/domain';
import { type SelectionVerdict, selectDay } from './select-day.ts';
import { selectionRepository } from './selection.repository.ts';

/** Re-chooses what the family of `childId` sees of one Tokyo day (`date`: YYYY-MM-DD). */
export async function applySelection(db: Database, childId: string, date: string, now: Date): Promise<void> {
  const verdicts = selectDay(await selectionRepository(db).dayItems(childId, date));
  const ofVerdict = (wanted: SelectionVerdict) =>
    [...verdicts].filter(([, verdict]) => verdict === wanted).map(([mediaId]) => mediaId);
  await db.transaction(async (tx) => {
    const selection = selectionRepository(tx);
    const shown = ofVerdict('shown');
    if (shown.length > 0) await selection.show(childId, shown);
    for (const reason of selectionReasons) {
      const hidden = ofVerdict(reason);
      if (hidden.length > 0) await selection.hide(childId, hidden, reason, now);
    }
  });
}
