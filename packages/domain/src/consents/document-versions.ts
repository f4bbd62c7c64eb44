// The versions of the texts a guardian consents to (DESIGN.md §9, decision 0076): the date each
// was last revised, YYYY-MM-DD. Bumping one asks every guardian again at their next sign-in.

export const consentDocuments = ['terms', 'privacy', 'faceProcessing'] as const;
export type ConsentDocument = (typeof consentDocuments)[number];

/** One place: the legal pages print these dates and the server records them. */
export const documentVersions: Record<ConsentDocument, string> = {
  terms: '2026-11-23',
  privacy: '2026-12-01',
  // Its text is the privacy policy's section 3 (/privacy/#face-data), revised with it.
  faceProcessing: '2026-12-01',
};

export interface GivenConsent {
  document: ConsentDocument;
  version: string;
}

/** The documents whose current version the guardian has not consented to, in the fixed order. */
export function outdatedConsents(given: readonly GivenConsent[]): ConsentDocument[] {
  return consentDocuments.filter(
    (document) =>
      !given.some(
        (consent) => consent.document === document && consent.version === documentVersions[document],
      ),
  );
}

/** 2026-12-01 → 2026/12/01, as the legal pages print dates (DESIGN §3). */
export function versionDate(version: string): string {
  return version.replaceAll('-', '/');
}
