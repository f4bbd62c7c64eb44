// The public pages' stylesheets written into their HTML (docs/decisions/0051): a phone on a mobile
// network paints the first screen without a round trip for each render-blocking stylesheet.

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const hrefOf = (tag: string) => /\bhref="([^"]+)"/.exec(tag)?.[1];

/**
 * `head` with each stylesheet link preceded by its rules in a `<style>`, when the text of every
 * stylesheet the head links is known (`cssOf`); the head unchanged otherwise, so a page with a
 * stylesheet that is not inlined keeps all its links in their order. The link stays, `disabled`
 * (not fetched): React finds it by its href and so knows the stylesheet is already in the page.
 */
export function inlineStylesheets(
  head: string,
  cssOf: (href: string) => string | undefined,
  /** The response's style nonce: the Content-Security-Policy lets only such style elements in. */
  styleNonce: string,
): string {
  const links = head.match(stylesheetLink) ?? [];
  const rules = links.map((tag) => {
    const href = hrefOf(tag);
    return href === undefined ? undefined : cssOf(href);
  });
  if (links.length === 0 || rules.some((css) => css === undefined)) return head;
  let index = 0;
  return head.replace(stylesheetLink, (tag) => {
    const css = rules[index++] ?? '';
    // A "</style" inside the rules would end the element early; Vite's output never has one.
    if (/<\/style/i.test(css)) return tag;
    return `<style nonce="${styleNonce}" data-inlined-from="${hrefOf(tag)}">${css}</style>${tag.replace(/\s*\/?>$/, ' disabled/>')}`;
  });
}
