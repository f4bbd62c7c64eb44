// A deploy replaces the hashed chunks an open tab still asks for; reloading fetches the new
// ones. The 60 s limit keeps a chunk that is truly broken from reloading the page forever.

export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'hibi:last-chunk-reload-at';

// Chrome, Safari and Firefox word a failed dynamic import differently.
const CHUNK_ERROR_PATTERN =
  /dynamic import failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERN.test(message);
}

/** True when no reload happened in the last minute (or the remembered time is unusable). */
export function shouldReloadForChunkError(now: number, lastReloadAt: number | null): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt) || lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/** Reloads the page unless it already did so within the minute; returns whether it reloads. */
export function reloadForChunkError(): boolean {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    const now = Date.now();
    if (!shouldReloadForChunkError(now, stored === null ? null : Number(stored))) return false;
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Without storage the limit cannot hold, so show the error page rather than risk a loop.
    return false;
  }
  window.location.reload();
  return true;
}
