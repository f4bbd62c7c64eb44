// What the route catalogue (route-catalogue.ts) says of a page; each feature's pages.ts lists its own
// pages in this shape, so the features need nothing of the catalogue that gathers them.

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
