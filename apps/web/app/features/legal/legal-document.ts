// The shape of the terms of use and the privacy policy: plain data, rendered by legal-page.tsx.
import type { SiteLink } from '../../lib/site-links.ts';

/** A paragraph, a bulleted list, or links onward (to the contact pages). */
export type LegalBlock = string | { list: readonly string[] } | { links: readonly SiteLink[] };

export interface LegalSection {
  /** Fragment for links such as /privacy/#face-data. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  intro: readonly string[];
  sections: readonly LegalSection[];
  /** YYYY/MM/DD (DESIGN §3). */
  enacted: string;
  revised: string;
}

export const contactLinks: readonly SiteLink[] = [
  { label: '保護者の方のお問い合わせ', to: '/parents/contact/' },
  { label: 'そのほかのお問い合わせ', to: '/contact/' },
];
