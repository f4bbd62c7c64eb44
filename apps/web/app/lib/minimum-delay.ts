/** Specification §9: a sending state lasts at least this long, so buttons do not flicker. */
export const MINIMUM_FETCH_DELAY_MS = 200;

/** Resolves or rejects like `work`, but never sooner than `ms` after the call. */
export async function withMinimumDelay<T>(work: Promise<T>, ms = MINIMUM_FETCH_DELAY_MS): Promise<T> {
  const [result] = await Promise.allSettled([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
