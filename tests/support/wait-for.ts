/** Polls `condition` every 200 ms until it holds; after `ms`, fails with what `explain` adds. */
export async function waitFor(
  condition: () => Promise<boolean>,
  ms = 20_000,
  explain: () => unknown = () => '',
) {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out ${JSON.stringify(explain())}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
