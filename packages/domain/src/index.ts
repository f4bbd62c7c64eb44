export {
  type DayCount,
  type FairnessStanding,
  fairnessStanding,
  rankForFairness,
} from './admin/fairness.ts';
export {
  uploadContentType,
  uploadContentTypes,
  uploadExtensions,
  uploadRefusal,
  uploadSizeLimit,
} from './admin/upload-files.ts';
export { planAtApproval, type TrialOffer } from './billing/approval.ts';
export {
  type BillingPeriodFacts,
  latestBillingDate,
  paidPeriodEndsAt,
  renewalGraceDays,
} from './billing/billing-period.ts';
export { type FamilyPriceLine, familyPriceLines, type PricedChild } from './billing/family-price.ts';
export { type PaidNotificationFacts, receivesPaidNotifications } from './billing/paid-notifications.ts';
export {
  photoMoviesAllowed,
  recentViewDays,
  recentViewStart,
  type TimelineMode,
  timelineMode,
} from './billing/plan-features.ts';
export { planPriceText, priceText } from './billing/price.ts';
export { firstChargeAt, type SubscriptionStartFacts } from './billing/subscription-start.ts';
export {
  effectiveSubscriptionType,
  isSubscriptionBilling,
  isSubscriptionCurrent,
  type PlanFacts,
  type SubscriptionFacts,
  type SubscriptionType,
} from './billing/subscription-type.ts';
export {
  defaultTrialDays,
  tokyoDaysElapsed,
  trialDaysRemaining,
  trialEndDate,
  trialEndsAt,
} from './billing/trial.ts';
export { monthDayText, type PriceLine, trialOfferText, trialPriceLines } from './billing/trial-text.ts';
export {
  type ConsentDocument,
  consentDocuments,
  documentVersions,
  type GivenConsent,
  outdatedConsents,
  versionDate,
} from './consents/document-versions.ts';
export {
  notMyChildReason,
  type SelectionReason,
  selectionReasons,
  staffRevokedReason,
  wrongMatchReasons,
} from './deliveries/revoke-reasons.ts';
export {
  type ClassChanges,
  classChanges,
  type ExistingClass,
  type WantedClass,
} from './facilities/class-changes.ts';
export { approvalReasonProblem } from './families/approval-reason.ts';
export {
  type FamilyAction,
  type FamilyRole,
  familyMay,
  familyRoleNames,
} from './families/family-permissions.ts';
export {
  FAMILY_INVITATION_DAYS,
  FAMILY_MEMBER_LIMIT,
  hasRoomToInvite,
  hasRoomToJoin,
  type InvitationFacts,
  type InvitationState,
  invitationExpiresAt,
  invitationState,
} from './families/invitations.ts';
export {
  FORGET_AFTER_DAYS,
  forgetsOn,
  forgettableLeavingDay,
  isMonth,
  japaneseDate,
  LEAVING_DAYS_AHEAD,
  type LeavingReason,
  leavingDayProblem,
  leavingReasonNames,
  mayUndoLeaving,
  tokyoMonthRange,
} from './families/leaving.ts';
export {
  type ChildIdentity,
  duplicateEnrolments,
  normalizeChildName,
  sameNameAndBirthday,
} from './families/same-child.ts';
export { maxChildrenPerFamily, type SiblingProblem, siblingProblem } from './families/siblings.ts';
export { type CarrierGuide, carrierGuides } from './mail/carrier-guides.ts';
export { type Carrier, carrierOf, senderDomainOf } from './mail/carriers.ts';
export { slashFormTarget } from './routing/slash-form.ts';
export {
  type ReferenceCheckKind,
  referenceCheckMessage,
  referenceCheckText,
  referenceSendProblem,
} from './signup/reference-check.ts';
export {
  type ReferenceJudgement,
  type ReferenceStatus,
  referenceRejectionReason,
  retryWithAnotherPhoto,
} from './signup/request-rejection.ts';
export { ageText, displayDateWithWeekday, weekdayText } from './time/calendar-text.ts';
export { addTokyoDays, addTokyoMonths, tokyoInstant, tokyoWeek, tokyoWeekday } from './time/tokyo.ts';
export { TOKYO, tokyoClock, tokyoDate, tokyoDateTime, tokyoTime } from './time/tokyo-date.ts';
export {
  displayDate,
  groupByTokyoDay,
  mergeTimelinePages,
  type TimelineDay,
  type TimelineEntry,
} from './timeline/merge-timeline.ts';
