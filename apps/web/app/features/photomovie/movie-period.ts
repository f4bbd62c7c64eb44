import { displayDate } from '@hibi/domain';

/** A week's period as people read it: 2026/11/16〜2026/11/22 (§9's date form). */
export function moviePeriod(datefrom: string, dateto: string): string {
  return `${displayDate(datefrom)}〜${displayDate(dateto)}`;
}
