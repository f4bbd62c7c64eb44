import { fitsTickets } from '../storage-upload/ticket-form';

/** Why the chosen photos cannot be sent with `max` tickets, or null when they can. */
export function selectionProblem(count: number, max: number): string | null {
  if (fitsTickets(count, max)) return null;
  return count ? `写真は${max}枚までです。${count - max}枚外してください。` : '写真を1枚以上選んでください。';
}

/**
 * Why `adding` more photos cannot join the `chosen` ones, or null. More than the tickets is
 * refused before any upload (none of them goes, §5), and the family is told how many still fit.
 */
export function overLimitProblem(chosen: number, adding: number, max: number): string | null {
  if (chosen + adding <= max) return null;
  const room = max - chosen;
  return room > 0
    ? `写真は${max}枚までです。あと${room}枚選べます。`
    : `写真は${max}枚までです。別の写真にするときは、選んだ写真を外してから選んでください。`;
}
