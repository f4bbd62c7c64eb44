import type { ReactNode } from 'react';
import type { CaseStudy, LogoSymbol } from './case-studies';

// Simple white marks on the facility's colour, drawn in a 64×64 box. The facilities are
// fictional, so their "logos" are ours too. Colours go in attributes: the CSP blocks inline styles.
const symbols: Record<LogoSymbol, ReactNode> = {
  cloud: <path d="M20 42a9 9 0 0 1 1-18 12 12 0 0 1 23 2 8 8 0 0 1-1 16z" />,
  leaf: (
    <path d="M18 46c0-18 12-28 30-28 0 18-10 30-28 30zM18 46l14-14" strokeWidth="3" stroke="currentColor" />
  ),
  sun: (
    <>
      <circle cx="32" cy="32" r="9" />
      <path
        d="M32 14v6M32 44v6M14 32h6M44 32h6M19 19l4 4M41 41l4 4M19 45l4-4M41 23l4-4"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  ),
  drop: <path d="M32 14c8 11 13 18 13 24a13 13 0 0 1-26 0c0-6 5-13 13-24z" />,
  note: <path d="M26 44a6 6 0 1 1-2-4.5V18l18-4v24a6 6 0 1 1-2-4.5V21l-14 3z" />,
  flower: (
    <>
      <circle cx="32" cy="22" r="7" />
      <circle cx="42" cy="30" r="7" />
      <circle cx="38" cy="42" r="7" />
      <circle cx="26" cy="42" r="7" />
      <circle cx="22" cy="30" r="7" />
    </>
  ),
  sprout: <path d="M31 48V32c-10 0-15-6-15-14 9 0 15 5 15 13 0-9 6-15 17-15 0 10-6 16-15 16v16z" />,
  snow: (
    <path
      d="M32 14v36M16 23l32 18M16 41l32-18M27 16l5 5 5-5M27 48l5-5 5 5"
      stroke="#fff"
      strokeWidth="3"
      strokeLinecap="round"
      fill="none"
    />
  ),
  rainbow: (
    <path
      d="M14 42a18 18 0 0 1 36 0M20 42a12 12 0 0 1 24 0M26 42a6 6 0 0 1 12 0"
      stroke="#fff"
      strokeWidth="4"
      fill="none"
    />
  ),
  star: <path d="M32 14l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" />,
};

/** The facility's mark: decorative, since its name is always written beside it. */
export function FacilityLogo({ study, size = 64 }: { study: CaseStudy; size?: number }) {
  return (
    <svg
      className="facility-logo"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="32" fill={study.logo.colour} />
      <g fill="#fff">{symbols[study.logo.symbol]}</g>
    </svg>
  );
}
