// Whether a session (a refresh-token family) still stands, asked on every authenticated call so
// that sign-out, a password change, a withdrawal or a reused token end it at once (decision 0030).
// Every call asks, so each answer is kept for a second, and calls arriving together share one
// look-up (a page opens with several at once); where a session ends in this process the answer is
// forgotten at once, and other processes see it within that second.

const keepMs = 1000;
const maxEntries = 10_000;
const answers = new Map<string, { alive: Promise<boolean>; at: number }>();

/** The session's answer from the last second (or the look-up under way), else `lookUp`'s. */
export function isSessionAlive(sessionId: string, lookUp: () => Promise<boolean>): Promise<boolean> {
  const kept = answers.get(sessionId);
  if (kept && performance.now() - kept.at < keepMs) return kept.alive;
  const alive = lookUp();
  remember(sessionId, alive);
  // A failed look-up is not an answer: the next call asks again.
  alive.catch(() => {
    if (answers.get(sessionId)?.alive === alive) answers.delete(sessionId);
  });
  return alive;
}

/** A session that was just issued or renewed stands: its calls need not ask for a second. */
export function sessionStandsNow(sessionId: string) {
  remember(sessionId, Promise.resolve(true));
}

/** Called where sessions end: one session, or every one (a guardian's sessions everywhere). */
export function forgetSession(sessionId?: string) {
  if (sessionId) answers.delete(sessionId);
  else answers.clear();
}

function remember(sessionId: string, alive: Promise<boolean>) {
  if (answers.size >= maxEntries) answers.clear();
  answers.set(sessionId, { alive, at: performance.now() });
}
