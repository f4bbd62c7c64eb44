import { gzipSync } from 'node:zlib';

/** `inline`: written into the HTML (no request of its own). */
export type Asset = { href: string; text: string; gzipBytes: number; inline?: true };
export type PageWeight = { stylesheets: Asset[]; scripts: Asset[] };

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];

/**
 * What a phone downloads before a page's first screen, as its server-rendered HTML names it: the
 * stylesheets (linked, or written into the HTML), and the scripts (the entry and the modules it
 * preloads), each gzip -9 as served.
 */
export async function pageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const tags = html.match(/<(link|script)\b[^>]*>/g) ?? [];
  const stylesheets = new Set<string>();
  const scripts = new Set<string>();
  for (const tag of tags) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href') ?? attribute(tag, 'src');
    if (!href?.startsWith('/')) continue;
    if (rel === 'stylesheet' && !/\sdisabled\b/.test(tag)) stylesheets.add(href);
    else if (rel === 'modulepreload' || tag.startsWith('<script')) scripts.add(href);
  }
  const asset = (href: string, text: string): Asset => ({
    href,
    text,
    gzipBytes: gzipSync(text, { level: 9 }).length,
  });
  const load = async (href: string) => asset(href, await (await fetch(`${baseUrl}${href}`)).text());
  // A public page's stylesheets come written into the HTML, their links disabled (decision 0051).
  const inline = [
    ...html.matchAll(/<style\b[^>]*\bdata-inlined-from="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g),
  ].map(([, href = '', text = '']): Asset => ({ ...asset(href, text), inline: true }));
  return {
    stylesheets: [...inline, ...(await Promise.all([...stylesheets].map(load)))],
    scripts: await Promise.all([...scripts].map(load)),
  };
}

export const totalKb = (assets: Asset[]) => assets.reduce((sum, asset) => sum + asset.gzipBytes, 0) / 1024;
