import { readFileSync } from 'node:fs';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { caseNav, chromeTexts, footerLinks, mainNav } from './lib/site-links.ts';
import { routeCatalogue } from './route-catalogue.ts';
import routes from './routes.ts';

type FileRoute = RouteObject & { file: string };

function toRouteObjects(entries: RouteConfigEntry[]): FileRoute[] {
  return entries.map(({ path, index, file, children }) => {
    if (index) return { index: true, file };
    return { path, file, children: children ? toRouteObjects(children) : undefined };
  });
}

const routeObjects = toRouteObjects(routes);
const filesFor = (path: string) =>
  (matchRoutes(routeObjects, path) ?? []).map((match) => (match.route as FileRoute).file);
const exportsClientLoader = (file: string) =>
  /export\s+(\{[^}]*\bclientLoader\b[^}]*\}|(async\s+)?function\s+clientLoader\b|const\s+clientLoader\b)/.test(
    readFileSync(new URL(file, import.meta.url), 'utf8'),
  );

describe('route catalogue', () => {
  it('renders exactly the specification’s seven pages on the server', () => {
    const serverRendered = routeCatalogue.filter((entry) => entry.serverRendered).map((entry) => entry.path);
    expect(serverRendered.sort()).toEqual(
      ['/', '/contact/', '/faq/', '/healthcheck/', '/recovery/', '/signin/', '/tokushoho/'].sort(),
    );
  });

  it('lists unique slash-form paths, including the ten case studies', () => {
    const paths = routeCatalogue.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([\w-]+\/)*$/);
    for (let caseNo = 1; caseNo <= 10; caseNo++) {
      expect(paths).toContain(`/case/${String(caseNo).padStart(3, '0')}/`);
    }
    expect(paths).toContain('/photomovie/sample/');
  });

  it('matches routes.ts: same layout, and a clientLoader exactly on client-only pages', () => {
    for (const entry of routeCatalogue) {
      const files = filesFor(entry.path);
      expect(files[0], entry.path).toBe(`layouts/${entry.layout}.tsx`);
      const page = files.at(-1) ?? '';
      expect(page, entry.path).toMatch(/^features\//);
      expect(exportsClientLoader(page), entry.path).toBe(!entry.serverRendered);
    }
  });

  it('sends unknown paths and /404 to the not-found route', () => {
    for (const path of ['/404', '/no-such-page/', '/case/011/extra/']) {
      expect(filesFor(path).at(-1), path).toBe('features/error-page/not-found-route.tsx');
    }
  });

  it('keeps client-only headings out of everything the server sends', () => {
    const labels = [...mainNav, ...caseNav, ...footerLinks].map((link) => link.label);
    const chrome = [...labels, ...chromeTexts].join('\n');
    for (const entry of routeCatalogue.filter((candidate) => !candidate.serverRendered)) {
      expect(entry.title, entry.path).not.toContain(entry.heading);
      expect(entry.description, entry.path).not.toContain(entry.heading);
      expect(chrome, entry.path).not.toContain(entry.heading);
    }
  });

  it('gives every page a heading, and a description long enough to share', () => {
    for (const entry of routeCatalogue) {
      expect(entry.heading.length, entry.path).toBeGreaterThan(1);
      expect(entry.description.length, entry.path).toBeGreaterThanOrEqual(20);
    }
  });
});
