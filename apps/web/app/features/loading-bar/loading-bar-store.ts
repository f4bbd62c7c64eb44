import { externalStore } from '~/lib/external-store';

/** API calls under way, and whether the last one to finish failed (§4: the bar's failed style). */
export const requestActivity = externalStore({ pending: 0, failed: false });

/** Runs one API call under the loading bar. */
export async function trackRequest<T>(run: () => Promise<T>): Promise<T> {
  const begin = requestActivity.get();
  requestActivity.set({ pending: begin.pending + 1, failed: begin.pending === 0 ? false : begin.failed });
  let failed = true;
  try {
    const result = await run();
    failed = false;
    return result;
  } finally {
    const end = requestActivity.get();
    requestActivity.set({ pending: end.pending - 1, failed: end.failed || failed });
  }
}
