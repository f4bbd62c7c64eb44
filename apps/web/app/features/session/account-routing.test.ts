import { describe, expect, it } from 'vitest';
import { landingAfterSignIn } from './account-routing';

describe('landingAfterSignIn', () => {
  it('takes an approved guardian back to the page they wanted, else the timeline', () => {
    expect(landingAfterSignIn('approved', '/mypage/plan/')).toBe('/mypage/plan/');
    expect(landingAfterSignIn('approved', null)).toBe('/timeline/');
    expect(landingAfterSignIn('approved', '//evil.example')).toBe('/timeline/');
    expect(landingAfterSignIn('approved', '/signup/')).toBe('/timeline/');
  });

  it('sends an unfinished, waiting or rejected request to the sign-up screen', () => {
    for (const status of ['verified', 'requested', 'rejected'] as const) {
      expect(landingAfterSignIn(status, '/timeline/')).toBe('/signup/');
    }
  });
});
