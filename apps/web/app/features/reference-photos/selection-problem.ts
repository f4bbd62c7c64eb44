import { fitsTickets } from '../storage-upload/ticket-form';

/** Why the chosen photos cannot be sent with `max` tickets, or null when they can. */
export function selectionProblem(count: number, max: number): string | null {
  if (fitsTickets(count, max)) return null;
  return count ? `写真は${max}枚までです。${count - max}枚外してください。` : '写真を1枚以上選んでください。';
}
