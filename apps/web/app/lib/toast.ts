// The toast message of specification §3: {message, type, messageId}. A new messageId makes the
// same text announce again when the same error happens twice in a row.

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
