import { addTokyoDays } from '../time/tokyo.ts';
import { priceText } from './price.ts';

/** 「5月14日」 of a Tokyo date 'YYYY-MM-DD': how the timeline's trial guide names a day. */
export function monthDayText(date: string): string {
  return `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
}

/**
 * What the free trial gives until its last day, in the timeline's trial guide's words: the
 * approval mail says it too (issue 44).
 */
export function trialOfferText(lastDate: string): string {
  return `${monthDayText(lastDate)}まで、これまでのすべての写真と毎週のフォトムービーをお試しいただけます。`;
}

/** One price fact: its term, its text, and a tail kept on one line (a date, 「（〜5月14日まで）」). */
export type PriceLine = { term: string; text: string; until?: string };

/**
 * The plan screen's price while a free trial runs (issue 44): what is paid now said as the trial
 * with its last day, never 「月額0円」 (read as the plan's price), then the price that follows it:
 * from the day after for a family already subscribed, else the paid plan's should it subscribe
 * (the card says the trial ends in the free plan).
 */
export function trialPriceLines(trial: {
  lastDate: string;
  unitPrice: number;
  subscribed: boolean;
}): PriceLine[] {
  const after = trial.subscribed ? `${monthDayText(addTokyoDays(trial.lastDate, 1))}から` : '有料プラン';
  return [
    { term: '現在の料金', text: '無料体験中', until: `（〜${monthDayText(trial.lastDate)}まで）` },
    { term: after, text: priceText(trial.unitPrice) },
  ];
}
