// Module preloads marked as not needed for the first paint (docs/decisions/0054). Every page's
// first screen comes from its HTML (the server-rendered page, or a client-only route's shell), so
// the modules load beside it at low priority rather than as if the paint waited for them.

const modulePreloadLink = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** `head` with `fetchpriority="low"` on each module preload link that sets no priority itself. */
export function lowPriorityModulePreloads(head: string): string {
  return head.replace(modulePreloadLink, (tag) =>
    /\bfetchpriority=/i.test(tag) ? tag : tag.replace(/\s*(\/?)>$/, ' fetchpriority="low"$1>'),
  );
}
