// Plain numbers of the contract, importable without zod (the browser's signed-in screens use them).

/** At most this many media per bulk call or archive: a month of photos fits comfortably. */
export const maxMediaPerDownload = 1000;

/** A child keeps at most this many reference photos (accepted or waiting for the face check). */
export const maxReferencesPerChild = 10;

/** Reference photos of the child asked for by one request: one upload ticket each. */
export const referenceTicketCount = 3;
