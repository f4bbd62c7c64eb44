import { describe, expect, it } from 'vitest';
import { consentSummary, consentText } from './approval-consents';

const item = {
  document: 'privacy' as const,
  currentVersion: '2026-12-01',
  consentedVersion: '2026-12-01',
  consentedAt: '2026-12-01T16:00:00Z',
  current: true,
};

describe('consentText', () => {
  it('names the text, its version and the Tokyo day it was agreed', () => {
    expect(consentText(item)).toBe('プライバシーポリシー 2026/12/01版（2026/12/02 同意）');
  });

  it('marks an older version, and a text never agreed to as 未同意', () => {
    expect(consentText({ ...item, consentedVersion: '2026-04-01', current: false })).toBe(
      'プライバシーポリシー 2026/04/01版（旧版・2026/12/02 同意）',
    );
    expect(consentText({ ...item, consentedVersion: null, consentedAt: null, current: false })).toBe(
      'プライバシーポリシー 未同意',
    );
  });
});

describe('consentSummary', () => {
  it('says 同意済み when every current text is agreed, else names only what is missing', () => {
    const terms = { ...item, document: 'terms' as const };
    expect(consentSummary([item, terms])).toBe('同意済み');
    const old = { ...terms, consentedVersion: '2026-04-01', current: false };
    expect(consentSummary([item, old])).toBe('利用規約 2026/04/01版（旧版・2026/12/02 同意）');
  });
});
