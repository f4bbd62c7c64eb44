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

export type LayoutName = 'admin' | 'blank' | 'case' | 'default';

export interface CatalogueEntry {
  /** Slash form, as the browser ends up showing it. */
  path: string;
  /** True only for the seven pages the specification renders on the server. */
  serverRendered: boolean;
  layout: LayoutName;
  /** The page's h1. Client-only pages keep it out of titles and the chrome, so it shows only after hydration. */
  heading: string;
  /** Page name for <title> and og:title, before the layout's suffix; '' leaves only the suffix. */
  title: string;
  description: string;
  /** Pages that search engines should not index. */
  noindex?: boolean;
  /** Signed-in guardians only: the session check sends anyone else to /signin/ (DESIGN.md §6). */
  signedIn?: boolean;
  /** Console pages: the staff session check sends anyone else to /admin/signin/ (features/admin). */
  staff?: boolean;
}

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
