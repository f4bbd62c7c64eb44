// Plain numbers and rules of the contract, importable without zod (the browser's signed-in screens use them).

/** At most this many media per bulk call or archive: a month of photos fits comfortably. */
export const maxMediaPerDownload = 1000;

/** A child keeps at most this many reference photos (accepted or waiting for the face check). */
export const maxReferencesPerChild = 10;

/** Reference photos of the child asked for by one request: one upload ticket each. */
export const referenceTicketCount = 3;

/** How many files one ticket or completion call takes; the console asks in chunks of this size. */
export const uploadBatchLimit = 500;

/**
 * A file's name as the ticket call takes it. macOS and Linux allow control characters in names,
 * which the call refuses, so one odd name would refuse its whole batch; the name is only echoed.
 */
export function uploadFileName(name: string): string {
  return name.replace(/[\p{Cc}\p{Cs}]/gu, '_');
}
