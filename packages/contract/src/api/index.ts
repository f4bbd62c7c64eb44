// The API's endpoints without their schemas, for the browser (`@hibi/contract/api`, zod-free:
// decision 0017); the server imports the same names from `@hibi/contract`, schemas bound.

export { adminApprovalApi } from './admin/approvals.ts';
export { adminAuditApi } from './admin/audit.ts';
export { adminChildLeavingApi } from './admin/child-leaving.ts';
export { adminDeliveryApi } from './admin/day-deliveries.ts';
export { adminFairnessApi } from './admin/day-fairness.ts';
export { adminReviewApi } from './admin/day-review.ts';
export { adminUploadFailureApi } from './admin/day-upload-failures.ts';
export { adminUploadedMediaApi } from './admin/day-uploaded-media.ts';
export { adminUploadApi } from './admin/day-uploads.ts';
export { adminEnrolmentApi } from './admin/enrolments.ts';
export { adminFaceProtectionApi } from './admin/face-protection.ts';
export { adminFacilityApi } from './admin/facilities.ts';
export { adminFacilityChoiceApi } from './admin/facility-choices.ts';
export { adminFamilyApi } from './admin/families.ts';
export { adminGuardianApi } from './admin/guardians.ts';
export { adminInboxApi } from './admin/inbox.ts';
export { adminJobApi } from './admin/jobs.ts';
export { adminSessionApi } from './admin/sessions.ts';
export { adminStaffApi } from './admin/staff.ts';
export { billingApi } from './billing.ts';
export { contactApi } from './contact.ts';
export { downloadApi } from './downloads.ts';
export * from './endpoint.ts';
export { familyApi } from './families.ts';
export { healthApi } from './health.ts';
export { mediaExportApi } from './media-export.ts';
export { notificationApi } from './notifications.ts';
export { photoMovieApi } from './photomovies.ts';
export { pushApi } from './push.ts';
export { referenceApi } from './references.ts';
export { returnApi } from './returns.ts';
export { siblingApi } from './siblings.ts';
export { timelineApi } from './timeline.ts';
