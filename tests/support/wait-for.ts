/** Polls `condition` every 200 ms until it holds; after `ms`, fails with what `explain` adds. */
export async function waitFor(
  condition: () => Promise<boolean>,
  // Long enough for the pipeline's workers on a machine running four test files at once.
  ms = 60_000,
  explain: () => unknown = () => '',
) {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out ${JSON.stringify(explain())}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
