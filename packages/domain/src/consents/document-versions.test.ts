import { describe, expect, it } from 'vitest';
import { documentVersions, outdatedConsents, versionDate } from './document-versions.ts';

describe('outdatedConsents', () => {
  it('asks for every document when nothing was consented', () => {
    expect(outdatedConsents([])).toEqual(['terms', 'privacy', 'faceProcessing']);
  });

  it('asks again for a document consented at an older version only', () => {
    const given = [
      { document: 'terms', version: documentVersions.terms },
      { document: 'privacy', version: '2026-04-01' },
      { document: 'faceProcessing', version: documentVersions.faceProcessing },
    ] as const;
    expect(outdatedConsents(given)).toEqual(['privacy']);
  });

  it('is satisfied when an older row sits beside the current one', () => {
    const given = [
      { document: 'terms', version: documentVersions.terms },
      { document: 'privacy', version: '2026-04-01' },
      { document: 'privacy', version: documentVersions.privacy },
      { document: 'faceProcessing', version: documentVersions.faceProcessing },
    ] as const;
    expect(outdatedConsents(given)).toEqual([]);
  });
});

it('prints a version as the legal pages print dates', () => {
  expect(versionDate('2026-12-01')).toBe('2026/12/01');
});
