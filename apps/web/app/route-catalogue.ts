// Every concrete page path with how it renders, its layout, its visible h1 and its sharing text.
// Plain data (no React, explicit .ts imports) so Node tests can import it directly; the pages'
// meta and headings read from here, so the catalogue cannot drift from what is shown.
import { adminPages } from './features/admin/pages.ts';
import { appFramePages } from './features/app-frame/pages.ts';
import { authPages } from './features/auth/pages.ts';
import { caseListPage, caseStudyPages } from './features/case/pages.ts';
import { familyPages } from './features/family/pages.ts';
import { healthcheckPage } from './features/healthcheck/pages.ts';
import { legalPages } from './features/legal/pages.ts';
import { marketingPages } from './features/marketing/pages.ts';
import { mypagePages } from './features/mypage/pages.ts';
import { parentsPages } from './features/parents/pages.ts';
import { siblingPages } from './features/siblings/pages.ts';

export type { CatalogueEntry, LayoutName } from './lib/catalogue-entry.ts';

import type { CatalogueEntry } from './lib/catalogue-entry.ts';

const staticPages = [
  ...marketingPages,
  ...parentsPages,
  ...legalPages,
  caseListPage,
  healthcheckPage,
  ...authPages,
  ...appFramePages,
  ...mypagePages,
  ...familyPages,
  ...siblingPages,
  ...adminPages,
] as const;

/** Paths known at compile time, so `metaFor('/fqa/')` is a type error. */
export type StaticPath = (typeof staticPages)[number]['path'];

export const routeCatalogue: readonly CatalogueEntry[] = [...staticPages, ...caseStudyPages];

export function findCatalogueEntry(path: string): CatalogueEntry | undefined {
  return routeCatalogue.find((entry) => entry.path === path);
}

export function catalogueEntry(path: StaticPath): CatalogueEntry {
  const entry = findCatalogueEntry(path);
  if (!entry) throw new Error(`${path} is missing from the route catalogue`);
  return entry;
}
