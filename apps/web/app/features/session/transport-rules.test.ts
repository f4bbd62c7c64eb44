import { describe, expect, it } from 'vitest';
import {
  failureOutcome,
  isSuccess,
  retriesAfterRefresh,
  safeNextPath,
  signinUrlFor,
} from './transport-rules';

describe('retriesAfterRefresh', () => {
  it('refreshes and retries ordinary calls', () => {
    expect(retriesAfterRefresh('/api/users/userInfo')).toBe(true);
    expect(retriesAfterRefresh('/api/3f0c/timeline/list?recent=true')).toBe(true);
  });

  it('never retries login, reset, change and account/edit (§4)', () => {
    expect(retriesAfterRefresh('/api/users/login')).toBe(false);
    expect(retriesAfterRefresh('/api/users/password/reset')).toBe(false);
    expect(retriesAfterRefresh('/api/users/password/change')).toBe(false);
    expect(retriesAfterRefresh('/api/users/abc/account/edit')).toBe(false);
  });
});

describe('failureOutcome', () => {
  it('follows the transport rules of §8', () => {
    expect(failureOutcome(401)).toBe('signin');
    expect(failureOutcome(403)).toBe('signin');
    expect(failureOutcome(500)).toBe('error-page');
    expect(failureOutcome(503)).toBe('error-page');
    expect(failureOutcome(404)).toBe('ignore');
    expect(failureOutcome(400)).toBe('caller');
    expect(failureOutcome(429)).toBe('caller');
  });

  it('counts any 2xx as success (§5)', () => {
    expect(isSuccess(200)).toBe(true);
    expect(isSuccess(201)).toBe(true);
    expect(isSuccess(204)).toBe(true);
    expect(isSuccess(304)).toBe(false);
  });
});

describe('safeNextPath', () => {
  it('keeps paths of this site', () => {
    expect(safeNextPath('/mypage/plan/')).toBe('/mypage/plan/');
    expect(safeNextPath('/photomovie/abc/?x=1')).toBe('/photomovie/abc/?x=1');
  });

  it('refuses other sites and the sign-in screens', () => {
    expect(safeNextPath('//evil.example/')).toBeNull();
    expect(safeNextPath('https://evil.example/')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
    expect(safeNextPath('/signin/')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });

  it('builds the sign-in URL that leads back', () => {
    expect(signinUrlFor('/mypage/')).toBe('/signin/?next=%2Fmypage%2F');
    expect(signinUrlFor('/')).toBe('/signin/');
  });
});
