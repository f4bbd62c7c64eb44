import { describe, expect, it } from 'vitest';
import {
  type ReferenceJudgement,
  referenceRejectionReason,
  retryWithAnotherPhoto,
} from './request-rejection.ts';

const noFace = '顔が検出できませんでした。正面を向いたお子さまの写真を選んでください。';
const twoFaces = 'お子さまお一人だけが写った写真を選んでください。';
const rejected = (reason: string | null): ReferenceJudgement => ({ status: 'rejected', reason });

describe('rejecting a request whose reference photos are all unusable', () => {
  it('rejects with the newest rejected photo’s reason, then what to do', () => {
    expect(referenceRejectionReason([rejected(twoFaces), rejected(noFace)])).toBe(
      `${twoFaces}${retryWithAnotherPhoto}`,
    );
  });

  it('ignores tickets nobody used', () => {
    const unused: ReferenceJudgement = { status: 'pending', reason: null };
    expect(referenceRejectionReason([unused, rejected(noFace), unused])).toBe(
      `${noFace}${retryWithAnotherPhoto}`,
    );
  });

  it('lets the request stand while a photo is accepted or still waiting for its check', () => {
    expect(referenceRejectionReason([rejected(noFace), { status: 'accepted', reason: null }])).toBeNull();
    expect(referenceRejectionReason([rejected(noFace), { status: 'uploaded', reason: null }])).toBeNull();
  });

  it('does nothing without a rejected photo', () => {
    expect(referenceRejectionReason([])).toBeNull();
    expect(referenceRejectionReason([{ status: 'pending', reason: null }])).toBeNull();
  });

  it('still gives a reason when a rejected photo has none', () => {
    expect(referenceRejectionReason([rejected(null)])).toMatch(
      /^お子さまのお顔を.+申請をやり直してください。$/,
    );
    expect(referenceRejectionReason([rejected('  ')])).toMatch(/^お子さまのお顔を/);
  });
});
