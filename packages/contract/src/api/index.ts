// The API's endpoints without their schemas, for the browser (`@hibi/contract/api`, zod-free:
// decision 0017); the server imports the same names from `@hibi/contract`, schemas bound.
export { adminApprovalApi } from './admin/approvals.ts';
export { adminAuditApi } from './admin/audit.ts';
export { adminChildLeavingApi } from './admin/child-leaving.ts';
export { adminEnrolmentApi } from './admin/enrolments.ts';
export { adminFaceProtectionApi } from './admin/face-protection.ts';
export { adminFacilityApi } from './admin/facilities.ts';
export { adminFamilyApi } from './admin/families.ts';
export { adminGuardianApi } from './admin/guardians.ts';
export { adminInboxApi } from './admin/inbox.ts';
export { adminJobApi } from './admin/jobs.ts';
export { adminSessionApi } from './admin/sessions.ts';
export { adminStaffApi } from './admin/staff.ts';
export * from './endpoint.ts';
export { photoMovieApi } from './photomovies.ts';
export { timelineApi } from './timeline.ts';
