import { describe, expect, it } from 'vitest';
import {
  adminFailureOutcome,
  adminLanding,
  adminRetriesAfterRefresh,
  adminSigninUrlFor,
  safeAdminNext,
} from './admin-transport-rules';

describe('the console transport rules', () => {
  it('never refreshes for login or invitation acceptance', () => {
    expect(adminRetriesAfterRefresh('/api/admin/login')).toBe(false);
    expect(adminRetriesAfterRefresh('/api/admin/staff/invitations/accept')).toBe(false);
    expect(adminRetriesAfterRefresh('/api/admin/facilities?x=1')).toBe(true);
  });

  it('sends 401 to sign-in, 5xx to the error page, and leaves 403 to the screen', () => {
    expect(adminFailureOutcome(401)).toBe('signin');
    expect(adminFailureOutcome(403)).toBe('caller');
    expect(adminFailureOutcome(404)).toBe('caller');
    expect(adminFailureOutcome(503)).toBe('error-page');
  });

  it('comes back only to console pages', () => {
    expect(safeAdminNext('/admin/facilities/')).toBe('/admin/facilities/');
    expect(safeAdminNext('/timeline/')).toBeNull();
    expect(safeAdminNext('/admin//evil.example')).toBeNull();
    expect(safeAdminNext('/admin/signin/')).toBeNull();
    expect(adminSigninUrlFor('/admin/staff/?x=1')).toBe('/admin/signin/?next=%2Fadmin%2Fstaff%2F%3Fx%3D1');
    expect(adminSigninUrlFor('/admin/')).toBe('/admin/signin/');
    expect(adminLanding(null)).toBe('/admin/approvals/');
    expect(adminLanding('/admin/inbox/')).toBe('/admin/inbox/');
  });
});
