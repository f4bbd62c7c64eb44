// First-load budgets, KB gzip -9 of what a page's server HTML names (stylesheets; the entry and
// its preloaded modules), recorded 2026-11-27 after the stylesheet split (docs/decisions/0045)
// with a few KB of room. Raise one only with a reason in the commit; a page that pulls in the
// console's styles or a large library shows here first.
export const firstLoadBudgetKb = {
  /** Every public page: site.css and marketing-site.css (6.6 KB). */
  css: 8,
  /**
   * React and React Router alone are about 105 KB; a page adds its own modules (at most 132.1 KB
   * on 2026-11-29, once the query cache and the forms' zod checks left the first load).
   */
  js: 136,
  /**
   * /timeline/ as its HTML names it (issue 26's budget; 145.2 KB once the public site's page texts
   * left the shell); `npm run measure:timeline` counts what is fetched.
   */
  timelineJs: 150,
};

/** The public pages with a form, whose checks (zod and the contract) must not load with them. */
export const formPages = ['/contact/', '/parents/contact/', '/parents/request/'];
