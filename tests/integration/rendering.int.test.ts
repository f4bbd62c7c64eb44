import { describe, expect, it } from 'vitest';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { routeCatalogue } from '../../apps/web/app/route-catalogue.ts';

let server: TestServer;
useTestServer((started) => {
  server = started.server;
});

const serverRendered = ['/', '/contact/', '/faq/', '/healthcheck/', '/recovery/', '/tokushoho/', '/signin/'];

describe('server rendering (specification §2)', () => {
  it('renders exactly the seven pages the specification names on the server', () => {
    const rendered = routeCatalogue.filter((entry) => entry.serverRendered).map((entry) => entry.path);
    expect(rendered.sort()).toEqual([...serverRendered].sort());
  });

  it.each(routeCatalogue.map((entry) => [entry.path, entry] as const))('%s', async (path, entry) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
    if (entry.serverRendered) expect(h1).toBe(entry.heading);
    else expect(h1).toBeUndefined();
    // Every page carries its title and sharing tags from the server.
    expect(html).toMatch(/<title>[^<]*ひびフォト<\/title>/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="description"');
  });
});
