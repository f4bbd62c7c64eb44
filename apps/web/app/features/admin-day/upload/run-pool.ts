/**
 * Runs `work` on every item with at most `limit` at once, in order of the list; a failure of one
 * item is its own business (work reports it), so the others go on. Resolves when all settled.
 */
export async function runPool<Item>(items: Item[], limit: number, work: (item: Item) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next] as Item;
      next += 1;
      await work(item).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The list cut into consecutive pieces of at most `size` (upload tickets are asked for by 500). */
export function chunksOf<Item>(items: Item[], size: number): Item[][] {
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
