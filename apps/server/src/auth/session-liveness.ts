// Whether a session (a refresh-token family) still stands, asked on every authenticated call so
// that sign-out, a password change, a withdrawal or a reused token end it at once (decision 0029).
// Every call asks, so each answer is kept for a second; where a session ends in this process the
// answer is forgotten at once, and other processes see it within that second.

const keepMs = 1000;
const maxEntries = 10_000;
const answers = new Map<string, { alive: boolean; at: number }>();

/** The session's answer from the last second, else `lookUp`'s. */
export async function isSessionAlive(sessionId: string, lookUp: () => Promise<boolean>): Promise<boolean> {
  const kept = answers.get(sessionId);
  if (kept && performance.now() - kept.at < keepMs) return kept.alive;
  const alive = await lookUp();
  if (answers.size >= maxEntries) answers.clear();
  answers.set(sessionId, { alive, at: performance.now() });
  return alive;
}

/** Called where sessions end: one session, or every one (a guardian's sessions everywhere). */
export function forgetSession(sessionId?: string) {
  if (sessionId) answers.delete(sessionId);
  else answers.clear();
}
