// The toast message of specification §3: {message, type, messageId}. A new messageId makes the
// same text announce again when the same error happens twice in a row.
import { externalStore } from './external-store';

export type ToastType = 'error' | 'success' | 'info';

export interface ToastMessage {
  message: string;
  type: ToastType;
  messageId: number;
}

let lastId = 0;

export function createToast(message: string, type: ToastType = 'error'): ToastMessage {
  lastId += 1;
  return { message, type, messageId: lastId };
}

/** The app's one toast on screen (rendered by ToastHost in the root). */
export const currentToast = externalStore<ToastMessage | null>(null);

export function showToast(message: string, type: ToastType = 'error') {
  currentToast.set(createToast(message, type));
}

export function dismissToast() {
  currentToast.set(null);
}
