export { slashFormTarget } from './routing/slash-form.ts';
export { addTokyoDays, TOKYO, tokyoDate, tokyoInstant, tokyoWeek, tokyoWeekday } from './time/tokyo.ts';
