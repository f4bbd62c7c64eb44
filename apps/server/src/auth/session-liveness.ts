// Whether a session (a refresh-token family) still stands, checked on every authenticated call
// so that sign-out, a password change or a stolen token noticed end it at once (decision 0025),
// cached for a moment because every call asks.

const cacheMs = 1000;
const checked = new Map<string, { alive: boolean; at: number }>();

/** The session's answer from the last second, else `lookUp`'s; a dead session is remembered. */
export async function isSessionAlive(sessionId: string, lookUp: () => Promise<boolean>): Promise<boolean> {
  const hit = checked.get(sessionId);
  if (hit && (!hit.alive || performance.now() - hit.at < cacheMs)) return hit.alive;
  const alive = await lookUp();
  if (checked.size > 10_000) checked.clear();
  checked.set(sessionId, { alive, at: performance.now() });
  return alive;
}

/** Called where sessions end, so this process answers "ended" at once; others within a second. */
export function forgetSession(sessionId?: string) {
  if (sessionId) checked.delete(sessionId);
  else checked.clear();
}
