/**
 * The layout breakpoints of specification §9, in CSS pixels, smallest first. Plain CSS cannot
 * read variables in media queries, so styles/app.css writes these numbers out as
 * `@media (min-width: …)`; keep both in step. Scripts (matchMedia) use these names.
 */
export const breakpoints = {
  /** Typical small phone; below it spacing tightens. */
  phone: 375,
  /** Header menu fits on one line; two-column lists. */
  phablet: 665,
  /** Tablet landscape and up: two-column hero, case aside beside the article. */
  tablet: 960,
  /** Larger headline type. */
  laptop: 1080,
  container: 1140,
  desktop: 1280,
  wide: 1440,
  full: 1920,
} as const;

export type BreakpointName = keyof typeof breakpoints;

/** The media query for "this breakpoint and wider". */
export function minWidth(name: BreakpointName): string {
  return `(min-width: ${breakpoints[name]}px)`;
}
